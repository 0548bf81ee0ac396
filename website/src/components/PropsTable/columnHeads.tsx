import type React from 'react';

/** The header row of a reference table (props, CSS variables): one column header per name. */
export function ColumnHeads({ names }: { names: readonly string[] }): React.JSX.Element {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
