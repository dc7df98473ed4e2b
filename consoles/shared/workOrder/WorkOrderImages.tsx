import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: { width: '96px', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/** The images an order or a reply carries, each opening full size in a new tab. */
export function Images({ urls }: { urls: string[] }) {
  const styles = useStyles();
  if (!urls.length) return null;
  return (
    <div className={styles.images}>
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img className={styles.image} src={url} alt="附图" />
        </a>
      ))}
    </div>
  );
}
