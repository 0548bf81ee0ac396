import React from 'react';
import * as bulmatic from 'bulmatic';

/**
 * What a ```tsx live``` block can use without importing it: React and its hooks, and every export of bulmatic,
 * so examples read exactly like app code minus the import line.
 */
const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...bulmatic,
};

export default ReactLiveScope;
