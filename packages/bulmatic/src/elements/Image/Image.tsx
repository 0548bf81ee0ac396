import { forwardRef, type ElementType, type HTMLAttributes, type ImgHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaAspectRatio } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Fixed square sizes in pixels (`is-64x64`). */
export const IMAGE_SIZES = [16, 24, 32, 48, 64, 96, 128] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** Ratios an `Image` container can keep (`is-square`, `is-16by9`, ...). */
export type ImageRatio = 'square' | BulmaAspectRatio;

export interface ImageProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Source of the image; when set an `<img>` is rendered inside the container.
   * @default unset (render `children` instead)
   */
  src?: string;
  /**
   * Alternative text of the image.
   * @default ""
   */
  alt?: string;
  /**
   * Fixed square size in pixels: `is-{size}x{size}`.
   * @default unset
   */
  size?: ImageSize;
  /**
   * Aspect ratio the container keeps: `is-square`, `is-1by1`, `is-16by9`, ... Children other than an
   * image need Bulma's `has-ratio` class to follow it.
   * @default unset
   */
  ratio?: ImageRatio;
  /**
   * Takes the full width of its container: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Rounds the image into a circle: `is-rounded` on the `<img>`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Extra props for the inner `<img>`, such as `loading` or `srcSet`.
   * @default unset
   */
  imgProps?: ImgHTMLAttributes<HTMLImageElement>;
  /**
   * Element to render as the container.
   * @default "figure"
   */
  as?: ElementType;
}

/** A container that gives an image a fixed size or ratio (`image`). */
export const Image = forwardRef<HTMLElement, ImageProps>(function Image(
  {
    as: Component = 'figure',
    src,
    alt = '',
    size,
    ratio,
    isFullwidth,
    isRounded,
    imgProps,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('image', {
          [`is-${size}x${size}`]: size,
          [`is-${ratio}`]: ratio,
          'is-fullwidth': isFullwidth,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {src !== undefined && (
        <img
          src={src}
          alt={alt}
          {...imgProps}
          className={classNames(bulma(isRounded && 'is-rounded'), imgProps?.className) || undefined}
        />
      )}
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'figure', ImageProps>;
Image.displayName = 'Image';
