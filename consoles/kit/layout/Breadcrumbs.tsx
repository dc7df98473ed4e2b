import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleConfig } from '#kit/app/context';
import { useCurrentRoute } from '#kit/app/handle';
import { breadcrumbs } from '#kit/routes/table';

const useStyles = makeStyles({ root: { minWidth: 0, overflow: 'hidden' } });

/** §2.3 breadcrumb, from the route table (home first). */
export function Breadcrumbs() {
  const styles = useStyles();
  const { home } = useConsoleConfig();
  const navigate = useNavigate();
  const crumbs = breadcrumbs(useCurrentRoute(), home);
  return (
    <Breadcrumb aria-label="面包屑" className={styles.root}>
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to ?? crumb.title}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb.to ? (
              <BreadcrumbButton onClick={() => navigate(crumb.to ?? '/')}>{crumb.title}</BreadcrumbButton>
            ) : (
              <BreadcrumbButton current>{crumb.title}</BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
