import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs have four sidebars. `api` comes first on purpose: the first doc of the first sidebar is the docs
 * version's main doc, and the spec wants that to be the reference.
 */
const sidebars = {
  api: [
    {type: 'doc', id: 'api/elements/index', label: 'Elements'},
  ],
  guides: [
    {type: 'doc', id: 'guides/intro', label: 'Introduction'},
  ],
  components: [
    {type: 'doc', id: 'components/intro', label: 'Tour of the components'},
  ],
  tutorial: [
    {type: 'doc', id: 'intro', label: 'Introduction'},
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
