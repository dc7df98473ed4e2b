import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { LibraryTab } from './LibraryTab';
import { SiteMedalsTab } from './SiteMedalsTab';

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM },
});

/** 勋章监管 (/siteContent/manageMadal): the platform's medal library, and every site's medals. */
export function ManageMedalPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<'library' | 'sites'>('library');
  return (
    <Panel title="勋章监管" description="平台勋章库里的勋章可被各站点一键采用；也可查看全部站点的勋章，停用不当的勋章。">
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'library' | 'sites')}>
        <Tab value="library">平台勋章库</Tab>
        <Tab value="sites">站点勋章</Tab>
      </TabList>
      {tab === 'library' ? <LibraryTab /> : <SiteMedalsTab />}
    </Panel>
  );
}
