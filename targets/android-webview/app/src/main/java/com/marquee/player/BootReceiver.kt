package com.marquee.player

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

/** Boot start: a signage box shows the player again after every power cut. */
class BootReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action != Intent.ACTION_BOOT_COMPLETED) return
        context.startActivity(
            Intent(context, MainActivity::class.java).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK),
        )
    }
}
