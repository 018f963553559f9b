package com.marquee.player

import android.app.Activity
import android.os.Build
import android.os.Handler
import android.os.PowerManager
import android.view.WindowManager

/**
 * Display on and off. "Off" dims the backlight to its minimum and lets the screen time out; the
 * app keeps running. "On" must also wake a panel that has timed out since: a window flag cannot
 * do that for a screen that is already off, a wake lock with ACQUIRE_CAUSES_WAKEUP can.
 */
class DisplayPower(private val activity: Activity, private val main: Handler) {
    private val power = activity.systemService<PowerManager>()

    @Volatile private var wanted = true

    fun set(on: Boolean) {
        wanted = on
        if (on) wakeScreen()
        main.post { applyToWindow(on) }
    }

    fun isOn(): Boolean = wanted && power.isInteractive

    /**
     * FULL_WAKE_LOCK (deprecated since API 17) with ACQUIRE_CAUSES_WAKEUP (deprecated since API
     * 33) is still the documented way for an app to turn the screen on; ON_AFTER_RELEASE restarts
     * the screen timeout when the lock ends, and FLAG_KEEP_SCREEN_ON then keeps the screen on while
     * the player shows. The lock is held for a few seconds only, never indefinitely.
     */
    @Suppress("DEPRECATION")
    private fun wakeScreen() {
        val flags = PowerManager.FULL_WAKE_LOCK or PowerManager.ACQUIRE_CAUSES_WAKEUP or PowerManager.ON_AFTER_RELEASE
        power.newWakeLock(flags, WAKE_LOCK_TAG).acquire(WAKE_LOCK_MS)
    }

    /** Main thread. */
    private fun applyToWindow(on: Boolean) {
        val window = activity.window
        val attrs = window.attributes
        attrs.screenBrightness = if (on) WindowManager.LayoutParams.BRIGHTNESS_OVERRIDE_NONE else 0f
        window.attributes = attrs
        if (on) window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        else window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        // Turn the screen on whenever this activity comes to the front while "on" is wanted.
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O_MR1) {
            activity.setTurnScreenOn(on)
        } else {
            @Suppress("DEPRECATION")
            if (on) window.addFlags(WindowManager.LayoutParams.FLAG_TURN_SCREEN_ON)
            else window.clearFlags(WindowManager.LayoutParams.FLAG_TURN_SCREEN_ON)
        }
    }

    private companion object {
        // The tag names the app, as PowerManager asks, so `dumpsys power` shows who holds it.
        const val WAKE_LOCK_TAG = "marquee:display-on"
        const val WAKE_LOCK_MS = 5_000L
    }
}
