import './mall.css';
/** A gift's first image, or its first character on a tinted square when it has none. */
export function GiftImage({ images, name, className }: { images: readonly string[]; name: string; className?: string }) {
  if (images[0]) return <img className={`m-gift-img ${className ?? ''}`} src={images[0]} alt="" loading="lazy" />;
  const hue = [...name].reduce((h, c) => (h + c.charCodeAt(0)) % 360, 0);
  return (
    <div
      className={`m-gift-img m-gift-ph ${className ?? ''}`}
      style={{ background: `hsl(${hue} 70% 92%)`, color: `hsl(${hue} 55% 38%)` }}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </div>
  );
}
