import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Icons are decorative: the control that holds one carries the accessible name.
function createIcon(path: string, displayName: string) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `aayra-icon ${className}` : 'aayra-icon'}
        {...props}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconClose = createIcon('M18 6 6 18M6 6l12 12', 'IconClose');
export const IconEye = createIcon(
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'IconEye',
);
export const IconEyeOff = createIcon(
  'M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'IconEyeOff',
);
export const IconChevronDown = createIcon('m6 9 6 6 6-6', 'IconChevronDown');
export const IconArrowLeft = createIcon('M19 12H5m7 7-7-7 7-7', 'IconArrowLeft');
export const IconHome = createIcon('M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10', 'IconHome');
export const IconHeart = createIcon(
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z',
  'IconHeart',
);
export const IconAlert = createIcon(
  'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'IconAlert',
);
export const IconCheck = createIcon('M20 6 9 17l-5-5', 'IconCheck');
export const IconInfo = createIcon(
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01',
  'IconInfo',
);
