// Compiled by `tsc` (see types.test.ts and the package tsconfig): every `@ts-expect-error` below must be a
// real type error, or the compile fails because the directive is unused.
import { createRef } from 'react';
import {
  BULMA_COLORS,
  Box,
  Button,
  Icon,
  Image,
  Notification,
  Progress,
  Table,
  Tag,
  Theme,
  Title,
  useBulmaClasses,
  type BulmaColor,
} from '../src/index.js';

// Value arrays and their unions agree.
const firstColor: BulmaColor = BULMA_COLORS[0];
void firstColor;

export const valid = (
  <>
    <Button color="primary" variant="light" size="large" isRounded textColor="white" m={2} mx="auto" />
    <Button as="a" href="/docs" target="_blank" color="link" />
    <Title size={3} as="h2" textSize={{ base: 3, mobile: 5 }} isHidden={{ desktop: true }} />
    <Tag color="danger" onDelete={(event) => event.currentTarget.blur()} />
    <Notification color="info" variant="dark" backgroundColor="info-90" textColor="grey-dark" />
    <Image size={64} ratio="16by9" />
    <Progress value={3} max={10} color="success" />
    <Icon name="home" library="material-symbols" variant="rounded" />
    <Table.Cell as="th" color="warning" isVcentered />
    <Theme scheme="dark" colors={{ primary: { h: 171, s: 100, l: 41 }, link: '#485fc7' }} />
  </>
);

export const invalid = (
  <>
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Button color="purple" />
    {/* @ts-expect-error "is-primary" is the class, the prop takes the colour name */}
    <Tag color="is-primary" />
    {/* @ts-expect-error text colours are Bulma colours, tones and shades only */}
    <Title textColor="primary-42" />
    {/* @ts-expect-error spacing goes from 0 to 6 */}
    <Button m={7} />
    {/* @ts-expect-error title sizes are 1 to 7 */}
    <Title size={8} />
    {/* @ts-expect-error tags have no small size */}
    <Tag size="small" />
    {/* @ts-expect-error Bulma has no 100x100 image size */}
    <Image size={100} />
    {/* @ts-expect-error text size has no -only breakpoints */}
    <Title textSize={{ 'tablet-only': 3 }} />
    {/* @ts-expect-error the scheme is light or dark */}
    <Theme scheme="sepia" />
    {/* @ts-expect-error notifications have no soft variant */}
    <Notification variant="soft" />
  </>
);

// Refs are typed for the default element.
const buttonRef = createRef<HTMLButtonElement>();
export const withRef = <Button ref={buttonRef} />;
// @ts-expect-error a progress ref is not a div ref
export const wrongRef = <Progress ref={createRef<HTMLDivElement>()} />;

// `as` switches the accepted element props and the ref type to the rendered element.
export const asLink = <Box as="a" href="/home" m={1} />;
const anchorRef = createRef<HTMLAnchorElement>();
export const asLinkRef = <Tag as="a" href="#" ref={anchorRef} />;
// @ts-expect-error a <button> has no href; use as="a"
export const buttonWithHref = <Button href="/docs" />;
// @ts-expect-error a <div> has no href
export const divWithHref = <Box href="/home" />;
// @ts-expect-error a <button> ref does not fit a <div>-typed ref
export const wrongAsRef = <Box ref={createRef<HTMLButtonElement>()} />;

// useBulmaClasses keeps the non-helper props and drops the helper ones from `rest`.
export function useRestIsTyped() {
  const { rest } = useBulmaClasses({ id: 'a', m: 1 as const, classPrefix: 'x-' });
  const id: string = rest.id;
  // @ts-expect-error helper props are not in rest
  void rest.m;
  return id;
}
