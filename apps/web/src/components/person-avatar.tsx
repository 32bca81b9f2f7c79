import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarColour } from '../lib/avatar-palette';
import { initials } from '../lib/labels';

type PersonAvatarProps = Omit<AvatarProps, 'color' | 'children' | 'src' | 'alt' | 'variant' | 'styles'> & {
  /** The person's name: their initials, and their colour unless `colorKey` is given. */
  name: string;
  /** Photo; the initials show while it loads and when it fails. */
  src?: string | null;
  /** Another stable key for the colour (an id); by default the name. */
  colorKey?: string | number;
};

/**
 * The one avatar of the app: a photo when there is one, else the person's initials on their
 * colour from the spec's 23-colour palette (lib/avatar-palette.ts). The colour follows the name
 * by default, so a candidate looks the same in the search results, the profile drawer and the
 * pipeline, where their ids differ. Decorative: the name is always written beside it.
 */
export function PersonAvatar({ name, src, colorKey, size = 36, radius = 'xl', ...rest }: PersonAvatarProps) {
  const colour = avatarColour(colorKey ?? name);
  return (
    <Avatar
      src={src ?? null}
      alt=""
      aria-hidden="true"
      radius={radius}
      size={size}
      data-avatar-colour={colour.background}
      styles={{ placeholder: { background: colour.background, color: colour.text, border: 0 } }}
      {...rest}
    >
      {initials(name)}
    </Avatar>
  );
}
