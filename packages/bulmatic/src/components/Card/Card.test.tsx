import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Card } from './Card.js';
import { CardContent } from './CardContent.js';
import { CardFooter } from './CardFooter.js';
import { CardFooterItem } from './CardFooterItem.js';
import { CardHeader } from './CardHeader.js';
import { CardHeaderIcon } from './CardHeaderIcon.js';
import { CardHeaderTitle } from './CardHeaderTitle.js';
import { CardImage } from './CardImage.js';

describe('Card', () => {
  itIsConformant(Card, { name: 'Card', bulmaClass: 'card', element: 'div' });
  itIsConformant(CardHeader, { name: 'CardHeader', bulmaClass: 'card-header', element: 'header' });
  itIsConformant(CardHeaderTitle, { name: 'CardHeaderTitle', bulmaClass: 'card-header-title', element: 'p' });
  itIsConformant(CardHeaderIcon, {
    name: 'CardHeaderIcon',
    bulmaClass: 'card-header-icon',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });
  itIsConformant(CardImage, { name: 'CardImage', bulmaClass: 'card-image', element: 'div' });
  itIsConformant(CardContent, { name: 'CardContent', bulmaClass: 'card-content', element: 'div' });
  itIsConformant(CardFooter, { name: 'CardFooter', bulmaClass: 'card-footer', element: 'footer' });
  itIsConformant(CardFooterItem, { name: 'CardFooterItem', bulmaClass: 'card-footer-item', element: 'a' });

  it('exposes its sub-parts as static members', () => {
    expect(Card.Header).toBe(CardHeader);
    expect(Card.HeaderTitle).toBe(CardHeaderTitle);
    expect(Card.HeaderIcon).toBe(CardHeaderIcon);
    expect(Card.Image).toBe(CardImage);
    expect(Card.Content).toBe(CardContent);
    expect(Card.Footer).toBe(CardFooter);
    expect(Card.FooterItem).toBe(CardFooterItem);
  });

  it('gives an icon-only header icon a default name that aria-label and aria-labelledby replace', () => {
    render(
      <>
        <Card.HeaderIcon>
          <span className="icon" aria-hidden="true" />
        </Card.HeaderIcon>
        <Card.HeaderIcon aria-label="Collapse details">▾</Card.HeaderIcon>
        <span id="header-icon-name">Expand</span>
        <Card.HeaderIcon aria-labelledby="header-icon-name" />
        <Card.HeaderIcon>More</Card.HeaderIcon>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveClass('card-header-icon');
    expect(screen.getByRole('button', { name: 'Collapse details' })).toHaveTextContent('▾');
    expect(screen.getByRole('button', { name: 'Expand' })).not.toHaveAttribute('aria-label');
    // Text of its own names it; a default would hide that text from screen readers.
    expect(screen.getByRole('button', { name: 'More' })).not.toHaveAttribute('aria-label');
  });

  it('renders a complete card in Bulma’s structure', () => {
    const onToggle = vi.fn();
    render(
      <Card>
        <Card.Header>
          <Card.HeaderTitle isCentered>Component</Card.HeaderTitle>
          <Card.HeaderIcon aria-label="Collapse" onClick={onToggle}>
            ▾
          </Card.HeaderIcon>
        </Card.Header>
        <Card.Image>
          <figure>picture</figure>
        </Card.Image>
        <Card.Content>Text</Card.Content>
        <Card.Footer>
          <Card.FooterItem href="/save">Save</Card.FooterItem>
          <Card.FooterItem as="p">Read only</Card.FooterItem>
        </Card.Footer>
      </Card>,
    );
    expect(screen.getByText('Component')).toHaveClass('card-header-title', 'is-centered');
    expect(screen.getByRole('banner')).toHaveClass('card-header');
    expect(screen.getByRole('link', { name: 'Save' })).toHaveClass('card-footer-item');
    expect(screen.getByText('Read only').tagName).toBe('P');
    expect(screen.getByText('Text').parentElement).toHaveClass('card');
  });

  it('makes the header icon a type="button" that can be clicked', async () => {
    const onToggle = vi.fn();
    render(<CardHeaderIcon aria-label="Collapse" onClick={onToggle} />);
    const button = screen.getByRole('button', { name: 'Collapse' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('makes a footer item rendered as a button a type="button"', () => {
    render(
      <CardFooter>
        <CardFooterItem as="button">Save</CardFooterItem>
        <CardFooterItem href="/edit">Edit</CardFooterItem>
      </CardFooter>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Edit' })).not.toHaveAttribute('type');
  });

  it('adds no is-centered to an ordinary header title', () => {
    render(<CardHeaderTitle>Plain</CardHeaderTitle>);
    expect(screen.getByText('Plain').className).toBe('card-header-title');
  });
});
