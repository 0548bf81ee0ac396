import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Switch } from './Switch.js';

const toggle = () => screen.getByRole('switch');

describe('Switch', () => {
  itIsConformantControl(Switch, {
    name: 'Switch',
    bulmaClass: 'switch',
    element: 'div',
    controlSelector: 'input[type="checkbox"]',
    refType: HTMLInputElement,
    props: { label: 'Wi-Fi' },
  });

  it('is a native checkbox with the switch role, named by its label', () => {
    const { container } = render(<Switch label="Wi-Fi" />);
    const input = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(input).toHaveAttribute('type', 'checkbox');
    expect(input).toHaveClass('switch-input');
    expect(input).not.toBeChecked();
    const root = container.firstElementChild!;
    expect(root.className).toBe('switch');
    const label = root.querySelector('label.switch-control')!;
    expect(label).toContainElement(input);
    expect(label.querySelector('.switch-track')).toHaveAttribute('aria-hidden', 'true');
    expect(label.querySelector('.switch-label')).toHaveTextContent('Wi-Fi');
  });

  it('renders no label element text without a label, for a switch named by aria-label', () => {
    const { container } = render(<Switch aria-label="Dark mode" />);
    expect(container.querySelector('.switch-label')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('toggles with Space and with a click on its label, reporting each change', async () => {
    const onChange = vi.fn((event: { target: HTMLInputElement }) => event.target.checked);
    render(<Switch label="Notifications" name="notify" onChange={onChange} />);
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle()).toBeChecked();
    await userEvent.click(screen.getByText('Notifications'));
    expect(toggle()).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.results.map((result) => result.value)).toEqual([true, false]);
  });

  it('starts on with defaultChecked when uncontrolled', async () => {
    render(<Switch label="Sync" defaultChecked />);
    expect(toggle()).toBeChecked();
    await userEvent.click(toggle());
    expect(toggle()).not.toBeChecked();
  });

  it('follows checked when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch label="Airplane mode" checked={on} onChange={(event) => setOn(event.target.checked)} />
          <p>{on ? 'on' : 'off'}</p>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(toggle());
    expect(toggle()).toBeChecked();
    expect(screen.getByText('on')).toBeInTheDocument();

    const { rerender } = render(<Switch label="Fixed" checked readOnly />);
    const fixed = screen.getByRole('switch', { name: 'Fixed' });
    await userEvent.click(fixed);
    expect(fixed).toBeChecked();
    rerender(<Switch label="Fixed" checked={false} readOnly />);
    expect(fixed).not.toBeChecked();
  });

  it('renders help text under the switch and describes the switch with it', () => {
    const { container } = render(<Switch label="Backups" help="Every night at 2:00" aria-describedby="extra" />);
    const help = container.querySelector('p.help')!;
    expect(help).toHaveTextContent('Every night at 2:00');
    expect(help.previousElementSibling).toHaveClass('switch-control');
    expect(toggle()).toHaveAttribute('aria-describedby', `extra ${help.id}`);
    expect(toggle()).toHaveAccessibleDescription('Every night at 2:00');
  });

  it('derives the help id from a given id', () => {
    render(<Switch id="backups" label="Backups" help="Nightly" />);
    expect(toggle()).toHaveAttribute('id', 'backups');
    expect(toggle()).toHaveAttribute('aria-describedby', 'backups-help');
    expect(screen.getByText('Nightly')).toHaveAttribute('id', 'backups-help');
  });

  it('cannot be toggled while disabled', async () => {
    render(<Switch label="Locked" disabled />);
    expect(toggle()).toBeDisabled();
    await userEvent.click(screen.getByText('Locked'));
    expect(toggle()).not.toBeChecked();
  });

  it('maps colour, size and rounded to Bulma modifiers', () => {
    const { container } = render(<Switch label="x" color="success" size="large" isRounded />);
    expect(container.firstElementChild).toHaveClass('switch', 'is-success', 'is-large', 'is-rounded');
  });

  it('prefixes every class it renders, the help included', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Switch label="x" help="y" color="info" />
      </ConfigProvider>,
    );
    const classes = [...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.sort()).toEqual([
      'bulma-help',
      'bulma-is-info',
      'bulma-switch',
      'bulma-switch-control',
      'bulma-switch-input',
      'bulma-switch-label',
      'bulma-switch-track',
    ]);
  });

  it('renders on the server with a given id kept as written', () => {
    const html = renderToString(<Switch id="wifi" label="Wi-Fi" help="Saves battery" defaultChecked />);
    expect(html).toContain('id="wifi"');
    expect(html).toContain('aria-describedby="wifi-help"');
    expect(html).toContain('<p class="help" id="wifi-help">Saves battery</p>');
    expect(html).toMatch(/<input type="checkbox" role="switch"[^>]* checked=""/);
  });
});
