// Public entry "@aayra/design-system/components": the package's component API, listed explicitly.
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export { getInitials } from './Avatar/initials';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Card, type CardProps } from './Card/Card';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupProps,
} from './CheckboxGroup/CheckboxGroup';
export { formatCountdown } from './CircularCountdown/formatCountdown';
export { ConnectionNeeded, type ConnectionNeededProps } from './ConnectionNeeded/ConnectionNeeded';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel/ErrorPanel';
export { Field, RequiredMark, type FieldControlProps, type FieldProps } from './Field/Field';
export {
  IconAlert,
  IconArrowLeft,
  IconCheck,
  IconChevronDown,
  IconClose,
  IconEye,
  IconEyeOff,
  IconHeart,
  IconHome,
  IconInfo,
  type IconProps,
} from './Icon/icons';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { LinkCard, type LinkCardProps } from './LinkCard/LinkCard';
export {
  LOADING_OVERLAY_MINIMUM_MS,
  LoadingOverlay,
  type LoadingOverlayProps,
} from './LoadingOverlay/LoadingOverlay';
export { useMinimumDisplay } from './LoadingOverlay/useMinimumDisplay';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { estimatePasswordStrength, type PasswordStrength } from './PasswordField/passwordStrength';
export { ProgressBar, percentOf, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { Toast, type ToastProps } from './Toast/Toast';
export { Toaster, type ToasterProps } from './Toast/Toaster';
export { useToast, type ToastApi } from './Toast/useToast';
export {
  DEFAULT_TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastOptions,
  type ToastVariant,
} from './Toast/toastStore';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
