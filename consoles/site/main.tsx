import { mountConsole } from '#kit/app/mountConsole';
import { siteConfig } from './config';
import { createSiteStore } from './store';

const root = document.getElementById('root');
if (root) mountConsole(siteConfig, root, createSiteStore);
