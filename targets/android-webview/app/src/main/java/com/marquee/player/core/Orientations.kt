package com.marquee.player.core

/** The Activity orientations that turn the picture; the glue maps them to ActivityInfo constants. */
enum class Orientation { LANDSCAPE, PORTRAIT, REVERSE_LANDSCAPE, REVERSE_PORTRAIT }

/**
 * Which requested orientation shows the picture turned [degrees] clockwise (Display.getRotation's
 * Surface.ROTATION_* in degrees). Android's window manager (DisplayRotation.configure) puts
 * portrait at 270 and upside-down portrait at 90 on a panel that is landscape by nature, landscape
 * at 90 and seascape at 270 on a panel that is portrait by nature, and swaps the pair when the
 * build sets config_reverseDefaultRotation ([reversed]); the glue learns that from the display.
 */
object Orientations {
    fun forRotation(degrees: Int, naturalLandscape: Boolean, reversed: Boolean): Orientation {
        val quarter = when (degrees) {
            0, 180 -> return if (naturalLandscape) {
                if (degrees == 0) Orientation.LANDSCAPE else Orientation.REVERSE_LANDSCAPE
            } else {
                if (degrees == 0) Orientation.PORTRAIT else Orientation.REVERSE_PORTRAIT
            }
            90 -> !reversed
            270 -> reversed
            else -> throw HostException(HostErrorCode.INVALID_ARGUMENT, "Rotation must be 0, 90, 180 or 270")
        }
        // quarter: the turn the default build gives to upside-down portrait (landscape panel) or landscape (portrait panel).
        return if (naturalLandscape) {
            if (quarter) Orientation.REVERSE_PORTRAIT else Orientation.PORTRAIT
        } else {
            if (quarter) Orientation.LANDSCAPE else Orientation.REVERSE_LANDSCAPE
        }
    }

    /** True when the panel is landscape at rotation 0, from the current size and rotation. */
    fun naturalLandscape(width: Int, height: Int, degrees: Int): Boolean =
        if (degrees == 90 || degrees == 270) height > width else width > height
}
