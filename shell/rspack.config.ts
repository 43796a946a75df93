import { createAppConfig } from '@aayra/tooling/rspack';

export default createAppConfig();
