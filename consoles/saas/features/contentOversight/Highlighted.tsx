import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  text: {
    wordBreak: 'break-word',
    '& em': { fontStyle: 'normal', color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteYellowBackground1 },
  },
});

/**
 * Text the server highlighted: it escapes everything and adds only `<em>` around the words found
 * (server/src/search/chinese-search.ts `highlight`), so it is rendered as HTML as given.
 */
export function Highlighted({ html, className }: { html: string; className?: string }) {
  const styles = useStyles();
  return (
    <span
      className={className ? `${styles.text} ${className}` : styles.text}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escaped the text and added only <em>
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
