import { baseTheme, coverImageOf, type DesignThemeInput, type InvitationTheme } from '@undangan/contracts';

/** The theme as sent, its cover left out meaning the design's own image. */
function withCover(sent: DesignThemeInput, imageUrl: string): InvitationTheme {
  return { ...sent, cover_image: sent.cover_image === undefined ? coverImageOf(imageUrl) : sent.cover_image };
}

/** A new design's theme: the one sent, or a base theme around the design's image. */
export function newDesignTheme(sent: DesignThemeInput | undefined, imageUrl: string): InvitationTheme {
  return sent ? withCover(sent, imageUrl) : baseTheme(coverImageOf(imageUrl));
}

/**
 * An edited design's theme: the one sent, or the one it has. A cover that was the design's old
 * image follows its new one, so a theme built around the image never shows a replaced picture.
 */
export function editedDesignTheme(
  sent: DesignThemeInput | undefined,
  stored: { theme: InvitationTheme; imageUrl: string },
  imageUrl: string,
): InvitationTheme {
  const theme = sent ? withCover(sent, imageUrl) : stored.theme;
  const followsImage =
    theme.cover_image !== null && theme.cover_image === stored.imageUrl && imageUrl !== stored.imageUrl;
  return followsImage ? { ...theme, cover_image: coverImageOf(imageUrl) } : theme;
}
