import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { findElement } from './findElement.js';

const Part = (props: { id?: string; children?: ReactNode }) => <span {...props} />;
const Owner = ({ children }: { children?: ReactNode }) => <div>{children}</div>;

describe('findElement', () => {
  it('finds the first element of a type, depth first, through arrays and the children of any element', () => {
    const children = [
      'text',
      null,
      <p key="p">
        <b>
          <Part id="deep" />
        </b>
      </p>,
      <Part key="later" id="later" />,
    ];
    expect(findElement<{ id: string }>(children, Part)?.props.id).toBe('deep');
    expect(findElement(children, Owner)).toBeUndefined();
    expect(findElement(<Part />, Part)?.props).toEqual({});
  });

  it('does not look inside elements of the types it is told to stop at', () => {
    const children = (
      <>
        <Owner>
          <Part id="inner" />
        </Owner>
        <Part id="outer" />
      </>
    );
    expect(findElement<{ id: string }>(children, Part, [Owner])?.props.id).toBe('outer');
    expect(findElement<{ id: string }>(children, Part)?.props.id).toBe('inner');
  });
});
