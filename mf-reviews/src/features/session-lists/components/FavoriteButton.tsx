import { IconButton, IconHeart } from '@aayra/design-system/components';

interface FavoriteButtonProps {
  sessionname: string;
  isfavorite: boolean;
  onToggle: (isfavorite: boolean) => void;
}

/** The heart: a toggle button whose pressed state says whether the session is a favorite. */
export function FavoriteButton({ sessionname, isfavorite, onToggle }: FavoriteButtonProps) {
  return (
    <IconButton
      className="session-card__favorite"
      aria-label={`Favorite ${sessionname}`}
      aria-pressed={isfavorite}
      icon={<IconHeart />}
      onClick={() => onToggle(!isfavorite)}
    />
  );
}
