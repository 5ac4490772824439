// What a stylesheet import (Uppy's CSS) resolves to in the component tests.
export {};
