package com.marquee.player

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.util.Log

/**
 * Boot start: a signage box shows the player again after every power cut.
 *
 * Since Android 10 an app in the background may not start an activity unless it is exempt, and a
 * BOOT_COMPLETED receiver alone is not an exemption: the start is dropped (logcat says
 * "Background activity start ... abort"). A device owner is exempt (Android names dedicated
 * devices such as signage and kiosks as the use), and as device owner the app is also the
 * persistent Home app (AndroidDevice.configureDedicatedDevice), which the system itself starts
 * after boot. So on Android 10+ the box must be provisioned with this app as device owner
 * (README: "Onto a device"); this receiver then starts the player directly.
 */
class BootReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context?, intent: Intent?) {
        if (context == null || intent?.action != Intent.ACTION_BOOT_COMPLETED) return
        Log.i(TAG, "Boot completed: starting the player")
        context.startActivity(
            Intent(context, MainActivity::class.java).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK),
        )
    }

    private companion object {
        const val TAG = "MarqueeBoot"
    }
}
