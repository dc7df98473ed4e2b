import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, Tooltip } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleConfig } from '#kit/app/context';
import { useCurrentRoute } from '#kit/app/handle';
import { breadcrumbs } from '#kit/routes/table';

// On a phone the crumbs share what the navbar leaves: each shrinks and ends in an ellipsis (never a cut glyph),
// the current one last; the full title is the button's name and shows in a tooltip.
const useStyles = makeStyles({
  root: { minWidth: 0, overflow: 'hidden' },
  list: { flexWrap: 'nowrap', minWidth: 0 },
  item: { minWidth: 0, flexShrink: 1 },
  // 首页 is two characters: an ellipsis would hide all of it.
  home: { flexShrink: 0 },
  current: { minWidth: 0, flexShrink: 0.3 },
  divider: { flexShrink: 0 },
  button: { minWidth: 0, maxWidth: '100%' },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** §2.3 breadcrumb, from the route table (home first). */
export function Breadcrumbs() {
  const styles = useStyles();
  const { home } = useConsoleConfig();
  const navigate = useNavigate();
  const crumbs = breadcrumbs(useCurrentRoute(), home);
  return (
    <Breadcrumb aria-label="面包屑" className={styles.root} list={{ className: styles.list }}>
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to ?? crumb.title}>
          {index > 0 && <BreadcrumbDivider className={styles.divider} />}
          <BreadcrumbItem className={!crumb.to ? styles.current : index === 0 ? styles.home : styles.item}>
            {/* The button's text is its name already: the tooltip only shows what the ellipsis hides. */}
            <Tooltip content={crumb.title} relationship="inaccessible" positioning="below">
              {crumb.to ? (
                <BreadcrumbButton className={styles.button} onClick={() => navigate(crumb.to ?? '/')}>
                  <span className={styles.text}>{crumb.title}</span>
                </BreadcrumbButton>
              ) : (
                <BreadcrumbButton className={styles.button} current>
                  <span className={styles.text}>{crumb.title}</span>
                </BreadcrumbButton>
              )}
            </Tooltip>
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
