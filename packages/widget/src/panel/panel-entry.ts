// The full bundle (mentor-chat-panel-[hash].js): loaded by the loader on first open.
import { definePanel } from './define-panel';

definePanel();
