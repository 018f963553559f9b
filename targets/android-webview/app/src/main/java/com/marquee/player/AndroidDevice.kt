package com.marquee.player

import android.Manifest
import android.annotation.SuppressLint
import android.app.Activity
import android.app.admin.DevicePolicyManager
import android.content.ComponentName
import android.content.Intent
import android.content.IntentFilter
import android.content.SharedPreferences
import android.content.pm.PackageManager
import android.location.LocationManager
import android.os.Build
import android.os.Handler
import android.provider.Settings
import com.marquee.player.core.DeviceInfo
import com.marquee.player.core.DevicePlatform
import com.marquee.player.core.GeoFix
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import com.marquee.player.core.PermissionState
import com.marquee.player.core.ScreenImage
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicInteger

/**
 * The device features behind the bridge, with Android APIs. Called on bridge worker threads;
 * anything touching the window or the activity is posted to [main]. Display power, screenshots,
 * volume and rotation each live in their own class.
 */
class AndroidDevice(
    private val activity: Activity,
    private val prefs: SharedPreferences,
    private val main: Handler,
) : DevicePlatform {
    private val dpm = activity.systemService<DevicePolicyManager>()
    private val admin = ComponentName(activity, KioskAdminReceiver::class.java)
    private val permissionWaiters = ConcurrentHashMap<Int, CompletableFuture<Boolean>>()
    private val nextRequestCode = AtomicInteger(1)

    private val display = DisplayPower(activity, main)
    private val screen = ScreenCapture(activity, main)
    private val audio = MediaVolume(activity, prefs)
    private val rotation = ScreenRotation(activity, prefs, main)

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
                if (screen.available) add("screenshot")
                if (audio.available) add("volume")
                add("orientation")
            },
        )
    }

    override fun reboot() {
        if (!isOwner()) throw HostException(HostErrorCode.METHOD_NOT_AVAILABLE, "Reboot needs the app to be device owner")
        dpm.reboot(admin)
    }

    override fun setDisplayOn(on: Boolean) = display.set(on)

    override fun isDisplayOn(): Boolean = display.isOn()

    override fun captureScreen(): ScreenImage = screen.capture()

    override fun volume(): Int = audio.get()

    override fun setVolume(level: Int) = audio.set(level)

    override fun rotation(): Int = rotation.get()

    override fun setRotation(degrees: Int) = rotation.set(degrees)

    /** Main thread, at start. */
    fun restoreRotation() = rotation.restore()

    /**
     * Main thread, at start. As device owner (see README: provisioning) the app makes itself the
     * persistent Home app, which Android starts after every boot, and turns the keyguard off so a
     * woken screen shows the player, not a lock screen.
     */
    fun configureDedicatedDevice() {
        if (!isOwner()) return
        val home = IntentFilter(Intent.ACTION_MAIN).apply {
            addCategory(Intent.CATEGORY_HOME)
            addCategory(Intent.CATEGORY_DEFAULT)
        }
        dpm.addPersistentPreferredActivity(admin, home, ComponentName(activity, MainActivity::class.java))
        dpm.setKeyguardDisabled(admin, true)
    }

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
        val lm = activity.systemService<LocationManager>()
        val fix = lm.getProviders(true).mapNotNull { lm.getLastKnownLocation(it) }.maxByOrNull { it.time }
            ?: throw HostException(HostErrorCode.PLATFORM_ERROR, "No location fix yet")
        return GeoFix(fix.latitude, fix.longitude, fix.accuracy.toDouble())
    }

    private companion object {
        const val KIOSK_KEY = "kiosk"
    }
}
