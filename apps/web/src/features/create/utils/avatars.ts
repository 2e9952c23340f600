import { avatarImageId, cartoonStyleName, thumbnailUrl, type Child } from '@storybook/contract';

/** One saved avatar of SPEC §2's grid: a child's profile picture or one of their cartoon styles. */
export interface AvatarOption {
  imageId: string;
  childId: string;
  childName: string;
  url: string;
  label: string;
  caption: string;
}

/** A child's avatars in grid order: the profile picture, then each cartoon style. */
export function childAvatars(child: Child): AvatarOption[] {
  const photo: AvatarOption[] = child.profilePicture
    ? [
        {
          imageId: avatarImageId(child._id),
          childId: child._id,
          childName: child.name,
          url: thumbnailUrl(child.profilePicture),
          label: `${child.name}'s photo`,
          caption: 'Photo',
        },
      ]
    : [];
  const cartoons = child.cartoonImage.flatMap((url, index): AvatarOption[] => {
    const style = child.cartoonImageId[index];
    if (!style) return [];
    const name = cartoonStyleName(style);
    return [
      {
        imageId: avatarImageId(child._id, style),
        childId: child._id,
        childName: child.name,
        url,
        label: `${child.name} in ${name} style`,
        caption: name,
      },
    ];
  });
  return [...photo, ...cartoons];
}

/** The avatar to select for a child just made on the profile page: its first cartoon, else its photo. */
export function firstAvatarOf(child: Child): string | null {
  const avatars = childAvatars(child);
  return (avatars.find((avatar) => avatar.imageId !== child._id) ?? avatars[0])?.imageId ?? null;
}
