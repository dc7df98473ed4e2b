import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { browserNavigation } from '#kit/store/extra';
import { MemberApp, memberRouteObjects } from './MemberApp';
import { memberRoutes } from './routes';
import './shell/member.css';
import { createMemberStore } from './store';

const root = document.getElementById('root');
if (root) {
  const navigation = browserNavigation('');
  const store = createMemberStore({ navigation });
  const router = createBrowserRouter(memberRouteObjects(memberRoutes));
  navigation.bind((to, options) => void router.navigate(to, options));
  // The server wrote a post's page into the root for search engines; the app draws it again from the api.
  root.replaceChildren();
  createRoot(root).render(<MemberApp store={store} router={router} />);
}
