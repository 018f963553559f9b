// The built-in widgets; importing this registers each of them with the render registry.
import './image/index.js';
import './video/index.js';
import './presentation/index.js';
