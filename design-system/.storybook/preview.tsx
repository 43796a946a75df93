import type { Decorator, Preview } from '@storybook/react-vite';
import { installDesignSystemStylesheet } from '../src/styles/install';

// The same single stylesheet string the apps get, so stories show exactly what ships.
installDesignSystemStylesheet();

const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

const preview: Preview = {
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
  },
};

export default preview;
