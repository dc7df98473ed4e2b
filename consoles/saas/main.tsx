import { mountConsole } from '#kit/app/mountConsole';
import { saasConfig } from './config';
import { createSaasStore } from './store';

const root = document.getElementById('root');
if (root) mountConsole(saasConfig, root, createSaasStore);
