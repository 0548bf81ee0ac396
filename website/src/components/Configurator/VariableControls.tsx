/**
 * The CSS variables tab. Bulma builds a component's colours from hue, saturation and lightness variables, so each
 * such triple gets a colour picker (setting all three) and a slider for each; other hues, percentages and alphas get
 * sliders, and everything else a text field, under "More variables". Sliders start from the value the preview's
 * element has (its computed style, colour mode and modifiers included); an edited variable can be put back.
 */
import type React from 'react';
import { useId } from 'react';
import { hexToHsl, hslToHex } from './color';
import type { ConfiguratorVariable as CssVariable } from './model';
import styles from './styles.module.css';

export interface VariableControlsProps {
  variables: CssVariable[];
  /** The element's computed value of each variable, once the preview has rendered. */
  current: Readonly<Record<string, string>> | null;
  overrides: ReadonlyMap<string, string>;
  onChange: (name: string, value: string | null) => void;
  onReset: () => void;
}

interface SliderKind {
  min: number;
  max: number;
  step: number;
  unit: string;
}

const SLIDERS: Partial<Record<CssVariable['kind'], SliderKind>> = {
  hue: { min: 0, max: 360, step: 1, unit: '' },
  saturation: { min: 0, max: 100, step: 1, unit: '%' },
  lightness: { min: 0, max: 100, step: 1, unit: '%' },
  alpha: { min: 0, max: 1, step: 0.01, unit: '' },
};

/** A slider for a variable whose kind has one, unless it is a change (`-delta`), which may go below zero. */
function sliderOf(variable: CssVariable): SliderKind | null {
  return variable.name.endsWith('-delta') ? null : (SLIDERS[variable.kind] ?? null);
}

interface Triple {
  stem: string;
  h: CssVariable;
  s: CssVariable;
  l: CssVariable;
}

/** `--bulma-button-h`, `-s` and `-l` together: one colour. */
function triplesOf(variables: CssVariable[]): Triple[] {
  const byName = new Map(variables.map((variable) => [variable.name, variable]));
  return variables.flatMap((variable) => {
    if (!variable.name.endsWith('-h')) return [];
    const stem = variable.name.slice(0, -2);
    const s = byName.get(`${stem}-s`);
    const l = byName.get(`${stem}-l`);
    return s && l ? [{ stem, h: variable, s, l }] : [];
  });
}

function Slider({
  variable,
  kind,
  value,
  edited,
  onChange,
}: {
  variable: CssVariable;
  kind: SliderKind;
  value: number | null;
  edited: boolean;
  onChange: VariableControlsProps['onChange'];
}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.slider}>
      <label htmlFor={id} className={styles.variableName}>
        {variable.name}
      </label>
      <input
        id={id}
        type="range"
        min={kind.min}
        max={kind.max}
        step={kind.step}
        value={value ?? kind.min}
        disabled={value === null}
        aria-valuetext={value === null ? 'loading' : `${value}${kind.unit}`}
        onChange={(event) => onChange(variable.name, `${event.target.value}${kind.unit}`)}
      />
      <output htmlFor={id} className={edited ? styles.edited : undefined}>
        {value === null ? '…' : `${value}${kind.unit}`}
      </output>
    </div>
  );
}

function TextVariable({
  variable,
  value,
  onChange,
}: {
  variable: CssVariable;
  value: string | undefined;
  onChange: VariableControlsProps['onChange'];
}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.variableName}>
        {variable.name}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        spellCheck={false}
        value={value ?? ''}
        placeholder={variable.value}
        onChange={(event) => onChange(variable.name, event.target.value.trim() === '' ? null : event.target.value)}
      />
    </div>
  );
}

export default function VariableControls({
  variables,
  current,
  overrides,
  onChange,
  onReset,
}: VariableControlsProps): React.JSX.Element {
  const pickerId = useId();
  const valueOfVariable = (variable: CssVariable): number | null => {
    const text = overrides.get(variable.name) ?? current?.[variable.name];
    const number = text === undefined ? NaN : parseFloat(text);
    return Number.isFinite(number) ? number : null;
  };
  const triples = triplesOf(variables);
  const inTriple = new Set(triples.flatMap(({ h, s, l }) => [h.name, s.name, l.name]));
  const sliders = variables.filter((variable) => !inTriple.has(variable.name) && sliderOf(variable));
  const others = variables.filter((variable) => !inTriple.has(variable.name) && !sliderOf(variable));
  const slider = (variable: CssVariable) => (
    <Slider
      key={variable.name}
      variable={variable}
      kind={sliderOf(variable) ?? SLIDERS[variable.kind]!}
      value={valueOfVariable(variable)}
      edited={overrides.has(variable.name)}
      onChange={onChange}
    />
  );

  return (
    <div className={styles.variables}>
      {triples.map((triple, index) => {
        const [h, s, l] = [valueOfVariable(triple.h), valueOfVariable(triple.s), valueOfVariable(triple.l)];
        const known = h !== null && s !== null && l !== null;
        return (
          <fieldset key={triple.stem} className={styles.control}>
            <legend className={styles.label}>{triple.stem}-h / -s / -l</legend>
            <div className={styles.picker}>
              <label htmlFor={`${pickerId}-${index}`}>Colour</label>
              <input
                id={`${pickerId}-${index}`}
                type="color"
                disabled={!known}
                value={known ? hslToHex({ h, s, l }) : '#000000'}
                onChange={(event) => {
                  const picked = hexToHsl(event.target.value);
                  onChange(triple.h.name, String(picked.h));
                  onChange(triple.s.name, `${picked.s}%`);
                  onChange(triple.l.name, `${picked.l}%`);
                }}
              />
            </div>
            {[triple.h, triple.s, triple.l].map((variable) =>
              // A triple's part with no slider kind of its own is still a hue or a percentage by its place.
              slider({
                ...variable,
                kind: variable === triple.h ? 'hue' : variable === triple.s ? 'saturation' : 'lightness',
              }),
            )}
          </fieldset>
        );
      })}
      {sliders.map(slider)}
      {others.length > 0 && (
        <details className={styles.more}>
          <summary>More variables ({others.length})</summary>
          {others.map((variable) => (
            <TextVariable
              key={variable.name}
              variable={variable}
              value={overrides.get(variable.name)}
              onChange={onChange}
            />
          ))}
        </details>
      )}
      <button
        type="button"
        className={`button button--secondary button--sm ${styles.reset}`}
        disabled={overrides.size === 0}
        onClick={onReset}
      >
        Reset variables
      </button>
    </div>
  );
}
