import { createAppConfig } from '@aayra/tooling/rspack';

export default createAppConfig({ exposes: { './widgets': './src/widgets.tsx' } });
