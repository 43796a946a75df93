// Public entry "@aayra/design-system/stylesheet".
export { DESIGN_SYSTEM_STYLE_ID, installDesignSystemStylesheet, installStylesheet, installStylesheetWhereMissing } from './install';
