import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { AgreementForm } from './AgreementForm';
import { SiteSettingForm } from './SiteSettingForm';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type TabKey = 'basic' | 'agreement';

/** 站点设置: the site's name, icons and basic settings, and its service agreement. */
export function SiteSettingPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<TabKey>('basic');
  const { data: setting, isLoading, refetch } = api.useGetSiteSettingQuery();
  return (
    <Panel title="站点设置" description="站点的名称、图标与基础设置，以及新用户注册时阅读的服务协议。">
      <div className={styles.page}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabKey)}>
          <Tab value="basic">基本设置</Tab>
          <Tab value="agreement">服务协议</Tab>
        </TabList>
        {tab === 'agreement' ? (
          <AgreementForm />
        ) : setting ? (
          <SiteSettingForm setting={setting} />
        ) : isLoading ? (
          <Spinner label="正在读取站点设置…" />
        ) : (
          <Text>
            站点设置读取失败。
            <Button size="small" onClick={() => void refetch()}>
              重试
            </Button>
          </Text>
        )}
      </div>
    </Panel>
  );
}
