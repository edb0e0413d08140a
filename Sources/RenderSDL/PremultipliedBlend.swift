import CSDL2

/// SDL's "over" blend for a texture holding premultiplied colour (what drawing with alpha
/// blending into a clear texture leaves): source plus destination times one minus source alpha.
/// Nil for SDL's software renderer, which has no custom blend modes.
func premultipliedBlend(for renderer: OpaquePointer) -> SDL_BlendMode? {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    guard info.name.map({ String(cString: $0) }) != "software" else { return nil }
    return SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
}
