import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { DESIGN_SYSTEM_STYLE_ID, installStylesheet } from '../src/styles/install';
import { designSystemStylesheet } from '../src/styles/stylesheet';
import { installStudyStylesheet } from '../src/styles/study-stylesheet';

// The same stylesheet strings the apps get, so stories show exactly what ships. A study set's
// story imports its component's own module, not the study entry that installs its rules in an app.
// At once, not fetched: a story's first frame is what the accessibility checks read.
installStylesheet(DESIGN_SYSTEM_STYLE_ID, designSystemStylesheet, { first: true });
installStudyStylesheet();

// Docs pages are Storybook's own white page: each story's frame takes the theme's page background,
// so a dark-theme component is reviewed on the background it is used on.
installStylesheet(
  'aayra-storybook-docs',
  '.sbdocs .docs-story { background: var(--aayra-color-bg); color: var(--aayra-color-text); }',
);

const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

const preview: Preview = {
  // A docs page for every component: its description, props table and stories.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Fail the accessibility panel (and test runs) on any violation, not just warn.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The smallest phone Aayra is designed for, beside Storybook's own sizes.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        aayraPhone: {
          name: 'Phone, 360 px',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Overview', 'Colour', 'Spacing and radii', 'Typography', 'Motion', 'Icons'],
        ],
      },
    },
  },
};

export default preview;
