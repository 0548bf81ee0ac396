import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { BULMA_COLORS, BULMA_SIZES } from '../../helpers/constants.js';
import { FILE_ALIGNMENTS, File } from './File.js';

const upload = (name: string, type = 'application/pdf') => new globalThis.File(['%PDF'], name, { type });

describe('File', () => {
  itIsConformantControl(File, {
    name: 'File',
    bulmaClass: 'file',
    element: 'div',
    controlSelector: 'input[type="file"]',
    refType: HTMLInputElement,
  });

  it('renders Bulma’s file markup around a native file input', () => {
    const { container } = render(<File />);
    const root = container.firstElementChild!;
    expect(root.className).toBe('file');
    const label = root.firstElementChild!;
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toBe('file-label');
    const [input, cta] = [...label.children];
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('file-input');
    expect(cta).toHaveClass('file-cta');
    expect(cta!.innerHTML).toBe('<span class="file-label">Choose a file…</span>');
    expect(container.querySelector('.file-name')).toBeNull();
  });

  it('is named by its call to action', () => {
    render(<File label="Upload your CV" />);
    expect(screen.getByLabelText('Upload your CV')).toHaveAttribute('type', 'file');
  });

  it.each(BULMA_COLORS)('maps color="%s"', (color) => {
    const { container } = render(<File color={color} />);
    expect(container.firstElementChild).toHaveClass('file', `is-${color}`);
  });

  it.each(BULMA_SIZES)('maps size="%s"', (size) => {
    const { container } = render(<File size={size} />);
    expect(container.firstElementChild).toHaveClass(`is-${size}`);
  });

  it.each(FILE_ALIGNMENTS)('maps align="%s"', (align) => {
    const { container } = render(<File align={align} />);
    expect(container.firstElementChild).toHaveClass(`is-${align}`);
  });

  it('maps boxed and full width', () => {
    const { container } = render(<File isBoxed isFullwidth />);
    expect(container.firstElementChild).toHaveClass('file', 'is-boxed', 'is-fullwidth');
  });

  it('renders an icon by name in the configured library, or an element of your own', () => {
    const { container, unmount } = render(
      <ConfigProvider iconLibrary="mdi">
        <File icon="upload" />
      </ConfigProvider>,
    );
    const icon = container.querySelector('.file-cta > .file-icon:first-child')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.innerHTML).toBe('<i class="mdi mdi-upload"></i>');
    unmount();
    const { container: own } = render(<File icon={<svg data-testid="own" />} label="Send" />);
    expect(own.querySelector('.file-icon > svg')).not.toBeNull();
    expect(screen.getByLabelText('Send')).toBeInTheDocument();
  });

  it('shows the chosen file name after the user selects a file', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<File ref={ref} hasName label="Resume" onChange={onChange} />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('file', 'has-name', 'is-empty');
    expect(container.querySelector('.file-name')).toBeNull();

    await userEvent.upload(screen.getByLabelText(/^Resume/), upload('cv.pdf'));

    expect(container.querySelector('.file-name')).toHaveTextContent('cv.pdf');
    expect(root).not.toHaveClass('is-empty');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ref.current!.files![0]!.name).toBe('cv.pdf');
    const input = screen.getByLabelText(/^Resume/);
    expect(input).toHaveAccessibleName('Resume');
    expect(input).toHaveAccessibleDescription('cv.pdf');
  });

  it('joins the names of several chosen files', async () => {
    const { container } = render(<File hasName multiple label="Photos" />);
    await userEvent.upload(screen.getByLabelText('Photos'), [
      upload('a.png', 'image/png'),
      upload('b.png', 'image/png'),
    ]);
    expect(container.querySelector('.file-name')).toHaveTextContent('a.png, b.png');
  });

  it('shows a placeholder until a file is chosen', async () => {
    const { container } = render(<File hasName fileNamePlaceholder="No file chosen" label="Invoice" />);
    expect(container.firstElementChild).not.toHaveClass('is-empty');
    expect(container.querySelector('.file-name')).toHaveTextContent('No file chosen');
    expect(screen.getByLabelText(/^Invoice/)).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(screen.getByLabelText(/^Invoice/), upload('invoice.pdf'));
    expect(container.querySelector('.file-name')).toHaveTextContent('invoice.pdf');
  });

  it('shows the fileName it is given instead of the chosen files (controlled)', async () => {
    function Controlled() {
      const [name, setName] = useState('saved.pdf');
      return (
        <File
          hasName
          label="Document"
          fileName={name}
          onChange={(event) => setName(`new: ${event.currentTarget.files![0]!.name}`)}
        />
      );
    }
    const { container } = render(<Controlled />);
    expect(container.querySelector('.file-name')).toHaveTextContent('saved.pdf');
    await userEvent.upload(screen.getByLabelText(/^Document/), upload('draft.pdf'));
    expect(container.querySelector('.file-name')).toHaveTextContent('new: draft.pdf');
  });

  it('shows no name box without hasName, even after a choice', async () => {
    const { container } = render(<File label="Avatar" />);
    await userEvent.upload(screen.getByLabelText('Avatar'), upload('me.png', 'image/png'));
    expect(container.querySelector('.file-name')).toBeNull();
    expect(container.firstElementChild).not.toHaveClass('is-empty');
  });

  it('keeps its own aria-describedby next to the name box', () => {
    render(
      <>
        <File hasName fileNamePlaceholder="none" label="Scan" aria-describedby="scan-help" />
        <p id="scan-help">PDF only</p>
      </>,
    );
    expect(screen.getByLabelText(/^Scan/)).toHaveAccessibleDescription('PDF only none');
    render(<File label="Plain" aria-describedby="scan-help" />);
    expect(screen.getByLabelText('Plain')).toHaveAttribute('aria-describedby', 'scan-help');
  });

  it('names its name box after an id it is given, in the server HTML too', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<File id="scan" hasName fileName="cv.pdf" label="Scan" />);
    expect(page.querySelector('input')).toHaveAttribute('id', 'scan');
    expect(page.querySelector('input')).toHaveAttribute('aria-describedby', 'scan-name');
    expect(page.querySelector('.file-name')).toHaveAttribute('id', 'scan-name');
  });

  it('is reachable with the keyboard', async () => {
    render(<File label="Attachment" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Attachment')).toHaveFocus();
  });

  it('disables the input and marks the button and name box disabled for Bulma’s styles', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <File hasName fileNamePlaceholder="none" label="Locked" disabled onChange={onChange} />,
    );
    const input = screen.getByLabelText(/^Locked/);
    expect(input).toBeDisabled();
    expect(container.querySelector('.file-cta')).toHaveAttribute('disabled');
    expect(container.querySelector('.file-name')).toHaveAttribute('disabled');
    await userEvent.upload(input, upload('x.pdf'));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('.file-name')).toHaveTextContent('none');
  });

  it('prefixes every part', () => {
    const { container } = render(<File classPrefix="bulma-" hasName fileNamePlaceholder="none" icon="upload" />);
    const classes = [...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.filter((name) => !name.startsWith('bulma-') && !/^(fas|fa-upload)$/.test(name))).toEqual([]);
    expect(container.querySelector('.bulma-file-cta .bulma-file-icon')).not.toBeNull();
    expect(container.querySelector('.bulma-file-name')).not.toBeNull();
  });
});
