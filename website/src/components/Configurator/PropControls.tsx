/**
 * The props tab: one native control per prop, so keyboards and screen readers get what they know. A short union
 * is a group of radio buttons drawn as a segmented control, a long one a select, a boolean a switch (a checkbox with
 * the switch role), a number or a string a field. "default" leaves the prop out of the JSX.
 */
import type React from 'react';
import { useId } from 'react';
import type { Control, PropValue, PropValues } from './model';
import styles from './styles.module.css';

type ChoiceControl = Extract<Control, { kind: 'choice' }>;
type FieldControl = Extract<Control, { kind: 'number' | 'text' }>;
type OnChange = (prop: string, value: PropValue | undefined) => void;

interface ControlProps<C> {
  control: C;
  value: PropValue | undefined;
  onChange: OnChange;
}

export interface PropControlsProps {
  component: string;
  controls: Control[];
  values: PropValues;
  onChange: OnChange;
}

function Segmented({ control, value, onChange }: ControlProps<ChoiceControl>): React.JSX.Element {
  const name = useId();
  const choices: Array<string | number | undefined> = [undefined, ...control.options];
  return (
    <fieldset className={styles.control}>
      <legend className={styles.label}>{control.prop.name}</legend>
      <div className={styles.segments}>
        {choices.map((choice) => (
          <label key={String(choice)} className={styles.segment}>
            <input
              type="radio"
              name={name}
              checked={value === choice}
              onChange={() => onChange(control.prop.name, choice)}
            />
            <span>{choice === undefined ? 'default' : String(choice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Choice({ control, value, onChange }: ControlProps<ChoiceControl>): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {control.prop.name}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const picked = control.options.find((option) => String(option) === event.target.value);
          onChange(control.prop.name, picked);
        }}
      >
        <option value="">default</option>
        {control.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Switch({
  name,
  value,
  onChange,
}: {
  name: string;
  value: PropValue | undefined;
  onChange: OnChange;
}): React.JSX.Element {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={value === true}
        onChange={(event) => onChange(name, event.target.checked)}
      />
      <span>{name}</span>
    </label>
  );
}

function Field({ control, value, onChange }: ControlProps<FieldControl>): React.JSX.Element {
  const id = useId();
  const number = control.kind === 'number';
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {control.prop.name}
      </label>
      <input
        id={id}
        className={styles.input}
        type={number ? 'number' : 'text'}
        value={value === undefined ? '' : String(value)}
        placeholder={control.prop.defaultValue ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') onChange(control.prop.name, undefined);
          else onChange(control.prop.name, number ? Number(text) : text);
        }}
      />
    </div>
  );
}

export default function PropControls({ component, controls, values, onChange }: PropControlsProps): React.JSX.Element {
  if (controls.length === 0) {
    return (
      <p className={styles.note}>
        <code>{component}</code> has no props of its own that change how it looks: its parts do. Its CSS variables are
        in the other tab.
      </p>
    );
  }
  const switches = controls.filter((control) => control.kind === 'switch');
  return (
    <div className={styles.controls}>
      {controls.map((control) => {
        const value = values[control.prop.name];
        if (control.kind === 'choice') {
          return control.display === 'segmented' ? (
            <Segmented key={control.prop.name} control={control} value={value} onChange={onChange} />
          ) : (
            <Choice key={control.prop.name} control={control} value={value} onChange={onChange} />
          );
        }
        if (control.kind === 'switch') return null;
        return <Field key={control.prop.name} control={control} value={value} onChange={onChange} />;
      })}
      {switches.length > 0 && (
        <fieldset className={`${styles.control} ${styles.switchGroup}`}>
          <legend className={styles.label}>Switches</legend>
          <div className={styles.switches}>
            {switches.map(({ prop }) => (
              <Switch key={prop.name} name={prop.name} value={values[prop.name]} onChange={onChange} />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
