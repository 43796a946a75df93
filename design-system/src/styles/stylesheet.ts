// Every CSS file of the package as one string. The package is a Module Federation singleton used by
// several independently built apps, so styles travel as data (injected by ThemeProvider, inlined by
// prerendered pages), never through a bundler's CSS pipeline. Order: tokens, base, then components.
// The study set's components bring their own rules (study-stylesheet.ts), so pages without them
// do not load those.
import tokens from './tokens.css?raw';
import base from './base.css?raw';
import visuallyHidden from '../components/VisuallyHidden/VisuallyHidden.css?raw';
import icon from '../components/Icon/Icon.css?raw';
import spinner from '../components/Spinner/Spinner.css?raw';
import button from '../components/Button/Button.css?raw';
import iconButton from '../components/IconButton/IconButton.css?raw';
import card from '../components/Card/Card.css?raw';
import linkCard from '../components/LinkCard/LinkCard.css?raw';
import badge from '../components/Badge/Badge.css?raw';
import field from '../components/Field/Field.css?raw';
import textField from '../components/TextField/TextField.css?raw';
import passwordField from '../components/PasswordField/PasswordField.css?raw';
import select from '../components/Select/Select.css?raw';
import checkbox from '../components/Checkbox/Checkbox.css?raw';
import checkboxGroup from '../components/CheckboxGroup/CheckboxGroup.css?raw';
import tabs from '../components/Tabs/Tabs.css?raw';
import dialog from '../components/Dialog/Dialog.css?raw';
import confirmDialog from '../components/ConfirmDialog/ConfirmDialog.css?raw';
import toast from '../components/Toast/Toast.css?raw';
import loadingOverlay from '../components/LoadingOverlay/LoadingOverlay.css?raw';
import avatar from '../components/Avatar/Avatar.css?raw';
import progressBar from '../components/ProgressBar/ProgressBar.css?raw';
import circularCountdown from '../components/CircularCountdown/CircularCountdown.css?raw';
import emptyState from '../components/EmptyState/EmptyState.css?raw';
import errorPanel from '../components/ErrorPanel/ErrorPanel.css?raw';
import switchControl from '../components/Switch/Switch.css?raw';
import connectionNeeded from '../components/ConnectionNeeded/ConnectionNeeded.css?raw';

export const designSystemStylesheet: string = [
  tokens,
  base,
  visuallyHidden,
  icon,
  spinner,
  button,
  iconButton,
  card,
  linkCard,
  badge,
  field,
  textField,
  passwordField,
  select,
  checkbox,
  checkboxGroup,
  tabs,
  dialog,
  confirmDialog,
  toast,
  loadingOverlay,
  avatar,
  progressBar,
  circularCountdown,
  emptyState,
  errorPanel,
  switchControl,
  connectionNeeded,
].join('\n');
