/** Where the picture sits under the crop frame: zoom ≥ 1 (1 = the picture just covers the frame), pan in frame units. */
export interface CropView {
  zoom: number;
  /** The picture's offset from centred, as a fraction of the frame's width and height. */
  x: number;
  y: number;
}

export const CENTRED: CropView = { zoom: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;

/**
 * The source rectangle (in the picture's pixels) the frame of ratio `aspect` (width / height) shows: at zoom 1 the
 * largest rectangle of that ratio, centred; zooming shrinks it, panning moves it, never past the picture's edges.
 */
export function cropRect(imageWidth: number, imageHeight: number, aspect: number, view: CropView) {
  const coverWidth = Math.min(imageWidth, imageHeight * aspect);
  const width = coverWidth / view.zoom;
  const height = width / aspect;
  const maxX = (imageWidth - width) / 2;
  const maxY = (imageHeight - height) / 2;
  const clamp = (value: number, max: number) => Math.max(-max, Math.min(max, value));
  // A pan to the right shows more of the picture's left: the source moves the other way.
  const dx = clamp(-view.x * width, maxX);
  const dy = clamp(-view.y * height, maxY);
  return { sx: maxX + dx, sy: maxY + dy, width, height };
}

/** The view with its pan held inside the picture (so a drag past an edge stops there). */
export function clampView(imageWidth: number, imageHeight: number, aspect: number, view: CropView): CropView {
  const zoom = Math.max(1, Math.min(MAX_ZOOM, view.zoom));
  const rect = cropRect(imageWidth, imageHeight, aspect, { ...view, zoom });
  const maxX = (imageWidth - rect.width) / 2;
  const maxY = (imageHeight - rect.height) / 2;
  return { zoom, x: -(rect.sx - maxX) / rect.width, y: -(rect.sy - maxY) / rect.height };
}
