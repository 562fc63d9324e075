import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../config/paths';
import { ChatLayout } from '../../features/chat/components/chat-layout';
import { MainChat } from '../../features/chat/components/main-chat';
import { useTitle } from '../../lib/use-title';
import NotFound from './not-found';

/** /chat-bot: the chat layout (left panel) with its chat child /chat-bot/chat. */
export default function ChatArea() {
  useTitle('Chat');
  return (
    <ChatLayout>
      <Switch>
        <Route path={paths.chatBotChat}>
          <MainChat />
        </Route>
        <Route path={paths.chatBot}>
          <Redirect to={paths.chatBotChat} replace />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </ChatLayout>
  );
}
