package com.marquee.player

import android.Manifest
import android.annotation.SuppressLint
import android.app.Activity
import android.app.admin.DevicePolicyManager
import android.content.ComponentName
import android.content.SharedPreferences
import android.content.pm.PackageManager
import android.location.LocationManager
import android.os.Build
import android.os.Handler
import android.os.PowerManager
import android.provider.Settings
import android.view.WindowManager
import com.marquee.player.core.DeviceInfo
import com.marquee.player.core.DevicePlatform
import com.marquee.player.core.GeoFix
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import com.marquee.player.core.PermissionState
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicInteger

/**
 * The device features behind the bridge, with Android APIs. Called on bridge worker threads;
 * anything touching the window or the activity is posted to [main].
 */
class AndroidDevice(
    private val activity: Activity,
    private val prefs: SharedPreferences,
    private val main: Handler,
) : DevicePlatform {
    private val dpm = activity.getSystemService(DevicePolicyManager::class.java)
    private val admin = ComponentName(activity, KioskAdminReceiver::class.java)
    private val permissionWaiters = ConcurrentHashMap<Int, CompletableFuture<Boolean>>()
    private val nextRequestCode = AtomicInteger(1)

    @Volatile private var screenOn = true

    private fun isOwner() = dpm.isDeviceOwnerApp(activity.packageName)

    override fun info(): DeviceInfo {
        val metrics = activity.resources.displayMetrics
        return DeviceInfo(
            deviceId = Settings.Secure.getString(activity.contentResolver, Settings.Secure.ANDROID_ID) ?: "unknown",
            model = "${Build.MANUFACTURER} ${Build.MODEL}",
            // Build.getSerial needs a privileged permission since Android 10: not reported.
            serial = null,
            osVersion = "Android ${Build.VERSION.RELEASE} (API ${Build.VERSION.SDK_INT})",
            screenWidth = metrics.widthPixels,
            screenHeight = metrics.heightPixels,
            capabilities = buildList {
                if (isOwner()) add("reboot")
                addAll(listOf("display-power", "kiosk-mode", "android-permissions", "location", "local-files", "native-fetch"))
            },
        )
    }

    override fun reboot() {
        if (!isOwner()) throw HostException(HostErrorCode.METHOD_NOT_AVAILABLE, "Reboot needs the app to be device owner")
        dpm.reboot(admin)
    }

    // "Display off" on Android: the backlight goes to its minimum and the screen may time out;
    // the app keeps running. Display on restores the keep-screen-on flag and brightness.
    override fun setDisplayOn(on: Boolean) {
        screenOn = on
        main.post {
            val window = activity.window
            val attrs = window.attributes
            attrs.screenBrightness = if (on) WindowManager.LayoutParams.BRIGHTNESS_OVERRIDE_NONE else 0f
            window.attributes = attrs
            if (on) window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
            else window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        }
    }

    override fun isDisplayOn(): Boolean = screenOn && activity.getSystemService(PowerManager::class.java).isInteractive

    override fun setKioskEnabled(enabled: Boolean) {
        prefs.edit().putBoolean(KIOSK_KEY, enabled).apply()
        main.post { if (enabled) startKiosk() else activity.stopLockTask() }
    }

    override fun isKioskEnabled(): Boolean = prefs.getBoolean(KIOSK_KEY, false)

    /** Lock task: as device owner without a prompt; Home and Recents are gone until disabled. Main thread. */
    fun startKiosk() {
        if (isOwner()) dpm.setLockTaskPackages(admin, arrayOf(activity.packageName))
        activity.startLockTask()
    }

    override fun checkPermission(name: String): PermissionState = when {
        activity.checkSelfPermission(name) == PackageManager.PERMISSION_GRANTED -> PermissionState.GRANTED
        prefs.getBoolean("asked:$name", false) && !activity.shouldShowRequestPermissionRationale(name) -> PermissionState.DENIED
        else -> PermissionState.PROMPT
    }

    /** Blocks this worker thread until the user answers the system prompt. */
    override fun requestPermission(name: String): PermissionState {
        if (activity.checkSelfPermission(name) == PackageManager.PERMISSION_GRANTED) return PermissionState.GRANTED
        val code = nextRequestCode.getAndIncrement() and 0xffff
        val answer = CompletableFuture<Boolean>()
        permissionWaiters[code] = answer
        prefs.edit().putBoolean("asked:$name", true).apply()
        main.post { activity.requestPermissions(arrayOf(name), code) }
        return if (answer.get()) PermissionState.GRANTED else PermissionState.DENIED
    }

    /** Called by MainActivity.onRequestPermissionsResult. */
    fun onPermissionResult(code: Int, grants: IntArray) {
        permissionWaiters.remove(code)?.complete(grants.firstOrNull() == PackageManager.PERMISSION_GRANTED)
    }

    @SuppressLint("MissingPermission") // checked on the first line
    override fun location(): GeoFix {
        if (activity.checkSelfPermission(Manifest.permission.ACCESS_FINE_LOCATION) != PackageManager.PERMISSION_GRANTED) {
            throw HostException(HostErrorCode.PERMISSION_DENIED, "Location permission not granted")
        }
        val lm = activity.getSystemService(LocationManager::class.java)
        val fix = lm.getProviders(true).mapNotNull { lm.getLastKnownLocation(it) }.maxByOrNull { it.time }
            ?: throw HostException(HostErrorCode.PLATFORM_ERROR, "No location fix yet")
        return GeoFix(fix.latitude, fix.longitude, fix.accuracy.toDouble())
    }

    private companion object {
        const val KIOSK_KEY = "kiosk"
    }
}
