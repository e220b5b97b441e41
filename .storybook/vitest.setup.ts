import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Apply the preview's decorators, loaders and the a11y checks to every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
