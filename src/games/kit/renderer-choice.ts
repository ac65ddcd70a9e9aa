/** Renderer names that mean WebGL runs on the CPU (a blocklisted or missing GPU). */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render driver|mesa offscreen/i;

/** Whether a WebGL renderer string (WEBGL_debug_renderer_info) names a software rasteriser. */
export function isSoftwareRenderer(renderer: string | null | undefined): boolean {
  return renderer != null && SOFTWARE_GL.test(renderer);
}

/**
 * The renderer to ask Pixi for. WebGL, unless the browser runs it in software: then every frame is
 * rasterised on the CPU and, in a software-composited page, read back as well, and Pixi's canvas renderer
 * is several times faster (measured in tests/bench/game-frame). The probe context is lost at once.
 */
export function preferredRenderer(doc: Document): 'webgl' | 'canvas' {
  try {
    const canvas = doc.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return 'canvas';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info
      ? (gl.getParameter(info.UNMASKED_RENDERER_WEBGL) as string)
      : (gl.getParameter(gl.RENDERER) as string);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareRenderer(name) ? 'canvas' : 'webgl';
  } catch {
    return 'webgl';
  }
}
