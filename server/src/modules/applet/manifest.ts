import { defineModule } from '../module';
import * as tables from './applet.tables';
import { seedDemoApplet } from './applet-demo';
import { runFleetStep, stepRunningReleases } from './applet-fleet';
import { appletHandlers } from './applet-handlers';
import { appletPushRoutes } from './applet-push';
import { type AppletService, createAppletService } from './applet-service';

// One service per deps (the app's composition root builds deps once): handlers, routes, jobs and tasks share it.
const services = new WeakMap<object, AppletService>();
const serviceOf = (deps: Parameters<typeof createAppletService>[0]) => {
  let service = services.get(deps);
  if (!service) {
    service = createAppletService(deps);
    services.set(deps, service);
  }
  return service;
};

export const appletModule = defineModule({
  name: 'applet',
  handlers: { applet: (deps) => appletHandlers(deps, serviceOf(deps)) },
  tables,
  demoSeed: seedDemoApplet,
  routes: (app, deps) => appletPushRoutes(app, deps, serviceOf(deps)),
  jobs: [
    {
      name: 'appletFleetStep',
      retryLimit: 3,
      run: (deps, data: { releaseId: number }) => runFleetStep(deps, serviceOf(deps), Number(data.releaseId)),
    },
  ],
  tasks: [
    {
      name: 'wechatComponentToken',
      label: '刷新微信第三方平台令牌',
      cron: '*/5 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: async (deps) => serviceOf(deps).client?.refreshComponentTokenIfDue() ?? false,
    },
    {
      name: 'appletFleetTick',
      label: '推进小程序批量发布',
      cron: '* * * * *',
      enabledByDefault: true,
      retryLimit: 1,
      run: (deps) => stepRunningReleases(deps, serviceOf(deps)),
    },
  ],
});
