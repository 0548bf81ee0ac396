import React from 'react';
import {Box, Table} from 'bulmatic';

const PACKAGES = [
  {name: 'bulmatic', role: 'React components', licence: 'MIT'},
  {name: 'bulma', role: 'The CSS framework', licence: 'MIT'},
  {name: 'react', role: 'Rendering', licence: 'MIT'},
];

export default function TableExample() {
  return (
    <Box>
      <Table.Container>
        <Table isStriped isHoverable isFullwidth>
          <thead>
            <tr>
              <th>Package</th>
              <th>Role</th>
              <th>Licence</th>
            </tr>
          </thead>
          <tbody>
            {PACKAGES.map((row) => (
              <tr key={row.name}>
                <td>
                  <code>{row.name}</code>
                </td>
                <td>{row.role}</td>
                <td>{row.licence}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Table.Container>
    </Box>
  );
}
