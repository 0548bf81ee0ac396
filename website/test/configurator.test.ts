import { beforeAll, describe, expect, it } from 'vitest';
import { libraryProps, type ComponentProps } from '../plugins/props-table/docgen';
import {
  controlsFor,
  cssFor,
  initialValues,
  jsxFor,
  selectorOfClasses,
  type PropValues,
} from '../src/components/Configurator/model';
import { CONFIGURATOR_SETUPS } from '../src/components/Configurator/setups';
import { hexToHsl, hslToHex } from '../src/components/Configurator/color';
import { configuratorData } from '../plugins/configurator/remark';
import { renderCode } from '../src/components/Configurator/renderCode';
import { staticPreviewContent, withIdPrefix } from '../src/components/Configurator/staticMarkup';
import { libraryCssVariables } from '../plugins/css-variables/bulmaVariables';

let button: ComponentProps;
beforeAll(() => {
  button = libraryProps().get('Button')!;
  // Reads the stylesheets (and compiles the extras one from Sass) once, outside any test's time limit.
  libraryCssVariables();
}, 120_000);

describe('configurator controls from docgen data', () => {
  it('offers the unions first, then the switches, and leaves out what changes nothing visible', () => {
    const controls = controlsFor(button.props, CONFIGURATOR_SETUPS.Button!);
    const names = controls.map((control) => control.prop.name);
    expect(names.slice(0, 3)).toEqual(['color', 'size', 'variant']);
    expect(names).not.toContain('as');
    expect(names).not.toContain('classPrefix');
    expect(controls.find((control) => control.prop.name === 'color')).toMatchObject({
      kind: 'choice',
      display: 'select',
    });
    expect(controls.find((control) => control.prop.name === 'size')).toMatchObject({
      kind: 'choice',
      display: 'segmented',
      options: ['small', 'normal', 'medium', 'large'],
    });
    expect(controls.filter((control) => control.kind === 'switch').map((control) => control.prop.name)).toContain(
      'isOutlined',
    );
  });

  it('reads the members of a union named by an alias, and numbers in order', () => {
    const props = libraryProps();
    const tagSize = props.get('Tag')!.props.find((prop) => prop.name === 'size')!;
    expect(tagSize.type).toBe('TagSize');
    expect(tagSize.options).toEqual(['normal', 'medium', 'large']);
    const titleSize = props.get('Title')!.props.find((prop) => prop.name === 'size')!;
    expect(titleSize.options).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes the choices of a responsive prop from the setup', () => {
    const columns = controlsFor(libraryProps().get('Columns')!.props, CONFIGURATOR_SETUPS.Columns!);
    expect(columns.find((control) => control.prop.name === 'gapSize')).toMatchObject({
      kind: 'choice',
      display: 'select',
    });
  });

  it('has a setup whose controls name real props for every component it configures', () => {
    const props = libraryProps();
    for (const [name, setup] of Object.entries(CONFIGURATOR_SETUPS)) {
      const component = props.get(name);
      expect(component, name).toBeDefined();
      const known = new Set(component!.props.map((prop) => prop.name));
      for (const prop of [
        ...(setup.exclude ?? []),
        ...Object.keys(setup.options ?? {}),
        ...Object.keys(setup.initial ?? {}),
      ]) {
        expect(known.has(prop), `${name}: ${prop}`).toBe(true);
      }
    }
  });
});

describe('the JSX a configurator writes', () => {
  it('writes the chosen props in control order and leaves defaults out', () => {
    const setup = CONFIGURATOR_SETUPS.Button!;
    const controls = controlsFor(button.props, setup);
    const values: PropValues = {
      isOutlined: true,
      size: 'large',
      color: 'danger',
      isRounded: false,
      variant: undefined,
    };
    expect(jsxFor('Button', controls, values, setup)).toBe(
      '<Button color="danger" size="large" isOutlined>Save changes</Button>',
    );
    expect(jsxFor('Button', controls, {}, setup)).toBe('<Button>Save changes</Button>');
  });

  it('writes numbers as expressions, fixed attributes after the chosen ones, and indents long children', () => {
    const progress = CONFIGURATOR_SETUPS.Progress!;
    const controls = controlsFor(libraryProps().get('Progress')!.props, progress);
    expect(jsxFor('Progress', controls, { value: 45, color: 'info' }, progress)).toBe(
      '<Progress color="info" value={45} aria-label="Upload progress" />',
    );
    const message = CONFIGURATOR_SETUPS.Message!;
    const code = jsxFor('Message', controlsFor(libraryProps().get('Message')!.props, message), {}, message);
    expect(code.split('\n')).toEqual([
      '<Message>',
      '  <Message.Header>Shipping update</Message.Header>',
      '  <Message.Body>Orders placed before 3 pm leave the warehouse the same day.</Message.Body>',
      '</Message>',
    ]);
  });
});

describe('the CSS a configurator writes', () => {
  it('puts every edited variable in one rule on the element as rendered', () => {
    const selector = selectorOfClasses(['button', 'is-danger', 'is-large']);
    expect(selector).toBe('.button.is-danger.is-large');
    expect(
      cssFor(
        selector,
        new Map([
          ['--bulma-button-h', '200'],
          ['--bulma-button-l', '40%'],
        ]),
      ),
    ).toBe('.button.is-danger.is-large {\n  --bulma-button-h: 200;\n  --bulma-button-l: 40%;\n}');
    expect(cssFor(selector, new Map())).toBe('');
  });

  it('converts between a colour input and hue, saturation and lightness', () => {
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe('#ff0000');
    expect(hslToHex({ h: 210, s: 50, l: 40 })).toBe('#336699');
    expect(hexToHsl('#336699')).toEqual({ h: 210, s: 50, l: 40 });
    expect(hexToHsl('#808080')).toEqual({ h: 0, s: 0, l: 50 });
    expect(() => hexToHsl('red')).toThrow(/#rrggbb/);
  });
});

describe('the data the build gives a configurator', () => {
  it('holds the props without their prose and the variables Bulma reads on the element its rule targets', () => {
    const data = configuratorData(button, libraryCssVariables().get('Button')!);
    expect(data.selector).toBe('.button');
    expect(data.props.find((prop) => prop.name === 'size')).toEqual({
      name: 'size',
      type: expect.any(String),
      defaultValue: expect.any(String),
      options: ['small', 'normal', 'medium', 'large'],
    });
    const names = data.variables.map((variable) => variable.name);
    expect(names).toContain('--bulma-button-h');
    expect(data.variables.find((variable) => variable.name === '--bulma-button-h')?.kind).toBe('hue');
    // Declared by Bulma 1.0 but read by none of its rules: a control for it would change nothing.
    expect(names).not.toContain('--bulma-button-border-color');
  });

  it("edits an extra's variables, from the extras stylesheet", () => {
    const data = configuratorData(libraryProps().get('Slider')!, libraryCssVariables().get('Slider')!);
    expect(data.selector).toBe('.slider');
    expect(data.variables.find((variable) => variable.name === '--bulma-slider-thumb-size')?.kind).toBe('size');
    expect(data.variables.find((variable) => variable.name === '--bulma-slider-active-h')?.kind).toBe('hue');
  });

  it('targets :root for the variables Bulma declares there (the column gap)', () => {
    const data = configuratorData(libraryProps().get('Columns')!, libraryCssVariables().get('Columns')!);
    expect(data.selector).toBe(':root');
    expect(data.variables.map((variable) => variable.name)).toContain('--bulma-column-gap');
  });
});

describe("the server's first preview", () => {
  it('draws the starting code of every setup with the library', () => {
    const props = libraryProps();
    for (const [name, setup] of Object.entries(CONFIGURATOR_SETUPS)) {
      const code = jsxFor(name, controlsFor(props.get(name)!.props, setup), initialValues(setup), setup);
      expect(renderCode(code), name).toMatch(/class="[^"]+"/);
    }
    expect(renderCode('<Button color="danger" isOutlined>Save</Button>')).toBe(
      '<button type="button" class="button is-danger is-outlined">Save</button>',
    );
    expect(() => renderCode('<NoSuchComponent />')).toThrow(/does not render: NoSuchComponent is not defined/);
  });

  it('draws the extras with what shows their choices: a tooltip open, a slider with its value', () => {
    const props = libraryProps();
    const draw = (name: string) => {
      const setup = CONFIGURATOR_SETUPS[name]!;
      return renderCode(jsxFor(name, controlsFor(props.get(name)!.props, setup), initialValues(setup), setup));
    };
    expect(draw('Tooltip')).toMatch(/<span[^>]*role="tooltip"[^>]*class="tooltip is-right is-active"/);
    expect(draw('Tooltip')).not.toMatch(/role="tooltip"[^>]*hidden/);
    expect(draw('Slider')).toContain('<output class="slider-output"');
    expect(draw('Steps')).toContain('aria-current="step"');
    expect(draw('Badge')).toContain('class="badge-indicator"');
    expect(draw('Switch')).toContain('role="switch"');
  });

  it('draws it once per colour mode, the dark copy with its own ids', () => {
    const html = '<label for="name">Name</label><input id="name" aria-describedby="name-help one">';
    expect(withIdPrefix(html, 'dark-')).toBe(
      '<label for="dark-name">Name</label><input id="dark-name" aria-describedby="dark-name-help dark-one">',
    );
    const content = staticPreviewContent(html, '/assets/css/gallery.css');
    expect(content).toContain('<link rel="stylesheet" href="/assets/css/gallery.css">');
    expect(content).toContain('data-theme="light"');
    expect(content).toContain('data-theme="dark"');
    expect(content.match(/id="name"/g)).toHaveLength(1);
  });
});
