// An integrator's Vite app: the widgets' settings first (an ES module's imports run in order), then the package,
// which registers every element; Vite copies the chunks it imports into the app's build.
import './oriel-config.js';
import '@oriel/elements';
