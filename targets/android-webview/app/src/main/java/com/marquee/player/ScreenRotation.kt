package com.marquee.player

import android.app.Activity
import android.content.SharedPreferences
import android.content.pm.ActivityInfo
import android.os.Handler
import android.os.SystemClock
import android.view.Surface
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import com.marquee.player.core.Orientation
import com.marquee.player.core.Orientations

/**
 * orientation.*: the picture turned 0/90/180/270 degrees clockwise through the activity's
 * requested orientation (landscape, portrait and their reverse variants). The rotation is kept
 * and requested again at every start. Whether 90 is portrait or upside-down portrait depends on
 * the build (config_reverseDefaultRotation): the first set learns it from the display.
 */
class ScreenRotation(private val activity: Activity, private val prefs: SharedPreferences, private val main: Handler) {
    fun get(): Int = main.await { displayDegrees() }

    /** Requests [degrees] and waits until the display shows it. */
    fun set(degrees: Int) {
        prefs.edit().putInt(ROTATION_KEY, degrees).apply()
        main.await { request(degrees) }
        val deadline = SystemClock.uptimeMillis() + TURN_TIMEOUT_MS
        var relearned = false
        while (SystemClock.uptimeMillis() < deadline) {
            val shown = main.await { displayDegrees() }
            if (shown == degrees) return
            if (!relearned && degrees % 180 == 90 && shown == (degrees + 180) % 360) {
                relearned = true
                // This build swaps the two portrait turns: remember it and ask for the other one.
                prefs.edit().putBoolean(REVERSED_KEY, !prefs.getBoolean(REVERSED_KEY, false)).apply()
                main.await { request(degrees) }
            }
            Thread.sleep(POLL_MS)
        }
        throw HostException(HostErrorCode.PLATFORM_ERROR, "The display did not turn to $degrees degrees")
    }

    /** Main thread, at start: requests the kept rotation, if one was set. */
    fun restore() {
        val degrees = prefs.getInt(ROTATION_KEY, -1)
        if (degrees >= 0) request(degrees)
    }

    private fun request(degrees: Int) {
        val metrics = activity.resources.displayMetrics
        val natural = Orientations.naturalLandscape(metrics.widthPixels, metrics.heightPixels, displayDegrees())
        activity.requestedOrientation = when (Orientations.forRotation(degrees, natural, prefs.getBoolean(REVERSED_KEY, false))) {
            Orientation.LANDSCAPE -> ActivityInfo.SCREEN_ORIENTATION_LANDSCAPE
            Orientation.PORTRAIT -> ActivityInfo.SCREEN_ORIENTATION_PORTRAIT
            Orientation.REVERSE_LANDSCAPE -> ActivityInfo.SCREEN_ORIENTATION_REVERSE_LANDSCAPE
            Orientation.REVERSE_PORTRAIT -> ActivityInfo.SCREEN_ORIENTATION_REVERSE_PORTRAIT
        }
    }

    // WindowManager.getDefaultDisplay is deprecated since API 30 (Activity.getDisplay replaces
    // it there) but is the one call that works from minSdk 24 up.
    @Suppress("DEPRECATION")
    private fun displayDegrees(): Int = when (activity.windowManager.defaultDisplay.rotation) {
        Surface.ROTATION_90 -> 90
        Surface.ROTATION_180 -> 180
        Surface.ROTATION_270 -> 270
        else -> 0
    }

    private companion object {
        const val ROTATION_KEY = "rotation"
        const val REVERSED_KEY = "rotation:reversedBuild"
        const val TURN_TIMEOUT_MS = 4_000L
        const val POLL_MS = 100L
    }
}
