import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The docs have four sidebars. `api` comes first, starting with Block, on purpose: the first doc of the first
 * sidebar is the docs version's main doc, and the spec wants that to be the block element page.
 */
const sidebars = {
  api: [
    {
      type: 'category',
      label: 'Elements',
      link: {
        type: 'generated-index',
        slug: '/category/elements',
        description: 'Single-purpose building blocks: buttons, tags, titles, images, tables and the rest.',
      },
      items: [
        'api/elements/block',
        'api/elements/box',
        'api/elements/button',
        'api/elements/buttons',
        'api/elements/content',
        'api/elements/delete',
        'api/elements/icon',
        'api/elements/icontext',
        'api/elements/image',
        'api/elements/notification',
        'api/elements/progress',
        'api/elements/skeleton',
        'api/elements/subtitle',
        'api/elements/table',
        'api/elements/tag',
        'api/elements/tags',
        'api/elements/title',
        { type: 'doc', id: 'api/elements/index', label: 'All elements at a glance' },
      ],
    },
    {
      type: 'category',
      label: 'Components',
      link: {
        type: 'generated-index',
        slug: '/category/components',
        description: 'Composite parts with structure and behaviour: cards, dropdowns, modals, navbars, tabs and more.',
      },
      items: [
        'api/components/breadcrumb',
        'api/components/card',
        'api/components/dropdown',
        'api/components/menu',
        'api/components/message',
        'api/components/modal',
        'api/components/navbar',
        'api/components/pagination',
        'api/components/panel',
        'api/components/tabs',
      ],
    },
    {
      type: 'category',
      label: 'Form',
      link: {
        type: 'generated-index',
        slug: '/category/form',
        description: 'Form controls and their layout: fields, inputs, selects, checkboxes, radios and file uploads.',
      },
      items: [
        'api/form/field',
        'api/form/control',
        'api/form/input',
        'api/form/textarea',
        'api/form/select',
        'api/form/checkbox',
        'api/form/checkboxes',
        'api/form/radio',
        'api/form/radios',
        'api/form/file',
      ],
    },
    {
      type: 'category',
      label: 'Columns',
      link: {
        type: 'generated-index',
        slug: '/category/columns',
        description: "Bulma's flexbox columns: a row of columns with sizes, offsets and gaps per breakpoint.",
      },
      items: [{ type: 'doc', id: 'api/columns/index', label: 'Columns' }, 'api/columns/column'],
    },
    {
      type: 'category',
      label: 'Grid',
      link: {
        type: 'generated-index',
        slug: '/category/grid',
        description: "Bulma v1's CSS grid: the smart grid that fits as many cells as it can, and the fixed grid.",
      },
      items: [{ type: 'doc', id: 'api/grid/index', label: 'Grid' }, 'api/grid/cell'],
    },
    {
      type: 'category',
      label: 'Layout',
      link: {
        type: 'generated-index',
        slug: '/category/layout',
        description: 'Page structure: containers, sections, heroes, levels, media objects and footers.',
      },
      items: [
        'api/layout/container',
        'api/layout/section',
        'api/layout/hero',
        'api/layout/level',
        'api/layout/media',
        'api/layout/footer',
      ],
    },
    {
      type: 'category',
      label: 'Extras',
      link: {
        type: 'generated-index',
        slug: '/category/extras',
        description:
          'Components Bulma lacks, styled on its variables by a small stylesheet of their own: switches, sliders, steps, badges, tooltips, popovers, toasts and accordions.',
      },
      items: [
        'api/extras/switch',
        'api/extras/slider',
        'api/extras/steps',
        'api/extras/badge',
        'api/extras/tooltip',
        'api/extras/popover',
        'api/extras/toast',
        'api/extras/accordion',
      ],
    },
    {
      type: 'category',
      label: 'Helpers',
      link: {
        type: 'generated-index',
        slug: '/category/helpers',
        description:
          'Configuration, theming and the functions behind every component: classNames, ConfigProvider, Theme and useBulmaClasses.',
      },
      items: ['api/helpers/classnames', 'api/helpers/config', 'api/helpers/theme', 'api/helpers/usebulmaclasses'],
    },
  ],
  guides: [
    // First, so the navbar's "Getting Started" (this sidebar's first doc) opens the introduction at /docs/intro.
    { type: 'doc', id: 'intro', label: 'Introduction' },
    { type: 'doc', id: 'guides/intro', label: 'Quick start' },
    {
      type: 'category',
      label: 'Getting started',
      link: {
        type: 'generated-index',
        slug: '/category/getting-started',
        description: 'Install Bulmatic, load Bulma, and set it up with your tools, icons and breakpoints.',
      },
      items: [
        'guides/getting-started/installation',
        'guides/getting-started/syntax',
        'guides/getting-started/react-setups',
        'guides/getting-started/responsiveness',
        'guides/getting-started/modular',
        'guides/getting-started/alternative-icons',
        'guides/getting-started/bulma-variations',
        'guides/getting-started/migration',
      ],
    },
    {
      type: 'category',
      label: 'Library',
      link: {
        type: 'generated-index',
        slug: '/category/library',
        description: 'How each part of the library fits together, with recipes that combine its components.',
      },
      items: [
        'guides/library/elements',
        'guides/library/components',
        'guides/library/form',
        'guides/library/columns',
        'guides/library/grid',
        'guides/library/layout',
        'guides/library/helpers',
      ],
    },
    {
      type: 'category',
      label: 'Features',
      link: {
        type: 'generated-index',
        slug: '/category/features',
        description: 'Configuration, theming with CSS variables and Sass, and what Bulma v1 brings.',
      },
      items: [
        'guides/features/configuration',
        'guides/features/css-variables',
        'guides/features/sass-customization',
        'guides/features/bulma-v1',
      ],
    },
    {
      type: 'category',
      label: 'Helpers',
      link: {
        type: 'generated-index',
        // The API sidebar's Helpers category already has /category/helpers.
        slug: '/category/helpers-1',
        description: 'Helper props on every component: colour, spacing, flexbox, typography, visibility and more.',
      },
      items: [
        'guides/helpers/color',
        'guides/helpers/color-palette',
        'guides/helpers/margin-and-padding',
        'guides/helpers/typography',
        'guides/helpers/flex',
        'guides/helpers/visibility',
        'guides/helpers/other',
      ],
    },
  ],
  components: [{ type: 'doc', id: 'components/intro', label: 'Tour of the components' }],
  tutorial: [
    { type: 'doc', id: 'tutorial-basics/overview', label: 'Introduction' },
    {
      type: 'category',
      label: 'Tutorial basics',
      collapsed: true,
      items: [
        'tutorial-basics/create-a-document',
        'tutorial-basics/create-a-page',
        'tutorial-basics/create-a-blog-post',
        'tutorial-basics/markdown-features',
        'tutorial-basics/deploy-your-site',
        'tutorial-basics/congratulations',
      ],
    },
    {
      type: 'category',
      label: 'Tutorial extras',
      collapsed: true,
      items: ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
