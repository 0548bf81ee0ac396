import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Pagination } from './Pagination.js';
import { PaginationEllipsis } from './PaginationEllipsis.js';
import { PaginationLink } from './PaginationLink.js';
import { PaginationList } from './PaginationList.js';
import { PaginationNext } from './PaginationNext.js';
import { PaginationPrevious } from './PaginationPrevious.js';

// The list wraps each part in the <li> that Bulma's markup has.
const InList = ({ children }: { children: ReactNode }) => <PaginationList>{children}</PaginationList>;

describe('Pagination', () => {
  itIsConformant(Pagination, { name: 'Pagination', bulmaClass: 'pagination', element: 'nav' });
  itIsConformant(PaginationPrevious, {
    name: 'PaginationPrevious',
    bulmaClass: 'pagination-previous',
    element: 'a',
    refType: HTMLAnchorElement,
    as: 'button',
  });
  itIsConformant(PaginationNext, {
    name: 'PaginationNext',
    bulmaClass: 'pagination-next',
    element: 'a',
    refType: HTMLAnchorElement,
    as: 'button',
  });
  itIsConformant(PaginationList, { name: 'PaginationList', bulmaClass: 'pagination-list', element: 'ul' });
  itIsConformant(PaginationLink, {
    name: 'PaginationLink',
    bulmaClass: 'pagination-link',
    element: 'a',
    refType: HTMLAnchorElement,
    as: 'button',
    wrapper: InList,
    rootSelector: 'li > *',
  });
  itIsConformant(PaginationEllipsis, {
    name: 'PaginationEllipsis',
    bulmaClass: 'pagination-ellipsis',
    element: 'span',
    as: 'div',
    wrapper: InList,
    rootSelector: 'li > *',
  });

  it('exposes its sub-parts as static members', () => {
    expect(Pagination.Previous).toBe(PaginationPrevious);
    expect(Pagination.Next).toBe(PaginationNext);
    expect(Pagination.List).toBe(PaginationList);
    expect(Pagination.Link).toBe(PaginationLink);
    expect(Pagination.Ellipsis).toBe(PaginationEllipsis);
  });

  it('renders a labelled navigation with the current page marked', () => {
    render(
      <Pagination align="centered" size="small" isRounded>
        <Pagination.Previous href="?page=45">Previous</Pagination.Previous>
        <Pagination.Next href="?page=47">Next page</Pagination.Next>
        <Pagination.List>
          <Pagination.Link href="?page=1" aria-label="Go to page 1">
            1
          </Pagination.Link>
          <Pagination.Ellipsis />
          <Pagination.Link aria-label="Page 46" isCurrent>
            46
          </Pagination.Link>
        </Pagination.List>
      </Pagination>,
    );
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(nav).toHaveClass('pagination', 'is-centered', 'is-small', 'is-rounded');
    const current = screen.getByLabelText('Page 46');
    expect(current).toHaveClass('pagination-link', 'is-current');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Go to page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('\u2026')).toHaveClass('pagination-ellipsis');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('puts each link and ellipsis into one <li> of the list, and uses an <li> of your own as it is', () => {
    const pages = [1, 2];
    const { container } = render(
      <Pagination.List>
        {pages.map((page) => (
          <Pagination.Link key={page} href={`?page=${page}`} aria-label={`Page ${page}`}>
            {page}
          </Pagination.Link>
        ))}
        <li className="own-item">
          <Pagination.Link aria-label="Page 3" isCurrent>
            3
          </Pagination.Link>
        </li>
        <>
          <Pagination.Ellipsis />
          <Pagination.Link aria-label="Page 9">9</Pagination.Link>
        </>
        {null}
        {false}
      </Pagination.List>,
    );
    const list = container.querySelector('ul.pagination-list')!;
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(Array.from(list.children)).toEqual(items);
    expect(container.querySelector('li li')).toBeNull();
    expect(items[2]).toHaveClass('own-item');
    expect(items.map((item) => item.firstElementChild!.className)).toEqual([
      'pagination-link',
      'pagination-link',
      'pagination-link is-current',
      'pagination-ellipsis',
      'pagination-link',
    ]);
  });

  it('renders a link or an ellipsis without an <li> of its own', () => {
    const { container } = render(
      <>
        <Pagination.Link href="?page=2">2</Pagination.Link>
        <Pagination.Ellipsis />
      </>,
    );
    expect(container.querySelector('li')).toBeNull();
    expect(container.firstElementChild).toHaveClass('pagination-link');
  });

  it('takes another accessible name', () => {
    render(<Pagination aria-label="Result pages" align="right" />);
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toHaveClass('is-right');
  });

  it('disables a link with is-disabled, aria-disabled and no tab stop', () => {
    render(
      <Pagination>
        <Pagination.Previous disabled>Previous</Pagination.Previous>
        <Pagination.List>
          <Pagination.Link disabled isSelected>
            3
          </Pagination.Link>
        </Pagination.List>
      </Pagination>,
    );
    const previous = screen.getByText('Previous');
    expect(previous).toHaveClass('pagination-previous', 'is-disabled');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('3')).toHaveClass('is-disabled', 'is-selected');
  });

  it('disables a button natively', () => {
    render(
      <PaginationNext as="button" disabled>
        Next
      </PaginationNext>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('is-disabled');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('leaves enabled links alone', () => {
    render(<PaginationNext href="?page=2">Next</PaginationNext>);
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.className).toBe('pagination-next');
    expect(link).not.toHaveAttribute('tabindex');
  });
});
