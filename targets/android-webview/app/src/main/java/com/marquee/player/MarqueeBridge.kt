package com.marquee.player

import android.Manifest
import android.annotation.SuppressLint
import android.app.Activity
import android.app.admin.DevicePolicyManager
import android.content.ComponentName
import android.content.Context
import android.content.pm.PackageManager
import android.location.LocationManager
import android.os.Build
import android.os.Handler
import android.os.Looper
import android.os.PowerManager
import android.os.StatFs
import android.provider.Settings
import android.util.Base64
import android.view.WindowManager
import android.webkit.JavascriptInterface
import android.webkit.WebView
import okhttp3.Headers
import okhttp3.MediaType.Companion.toMediaTypeOrNull
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.security.MessageDigest
import java.util.concurrent.Executors

/**
 * The native side of the host bridge (protocol in ../../../../../../README.md): one JSON request
 * in, progress messages and one JSON response out, with the request's id. Work runs on a
 * background pool; replies go back on the main thread.
 */
class MarqueeBridge(private val activity: Activity, private val webView: WebView) {
    private val http = OkHttpClient()
    private val pool = Executors.newFixedThreadPool(4)
    private val main = Handler(Looper.getMainLooper())
    private val prefs = activity.getSharedPreferences("marquee", Context.MODE_PRIVATE)
    private val filesDir = File(activity.filesDir, "marquee-files").apply { mkdirs() }
    private val dpm = activity.getSystemService(DevicePolicyManager::class.java)
    private val admin = ComponentName(activity, KioskAdminReceiver::class.java)

    private class BridgeError(val code: String, message: String) : Exception(message)

    fun legacyInterface() = object {
        @JavascriptInterface
        fun postMessage(message: String) = handle(message) { reply ->
            webView.evaluateJavascript("window.__marqueeHostReply(${JSONObject.quote(reply)})", null)
        }
    }

    fun handle(message: String, reply: (String) -> Unit) {
        val request = JSONObject(message)
        val id = request.getString("id")
        val send = { json: JSONObject -> main.post { reply(json.put("v", 1).put("id", id).toString()) } }
        pool.execute {
            try {
                val value = dispatch(request.getString("method"), request.optJSONObject("args") ?: JSONObject()) {
                    loaded, total -> send(JSONObject().put("progress", JSONObject().put("loadedBytes", loaded).put("totalBytes", total ?: JSONObject.NULL)))
                }
                send(JSONObject().put("ok", true).put("value", value ?: JSONObject.NULL))
            } catch (e: BridgeError) {
                send(JSONObject().put("ok", false).put("error", JSONObject().put("code", e.code).put("message", e.message)))
            } catch (e: Exception) {
                send(JSONObject().put("ok", false).put("error", JSONObject().put("code", "PLATFORM_ERROR").put("message", e.toString())))
            }
        }
    }

    private fun isOwner() = dpm.isDeviceOwnerApp(activity.packageName)

    private fun capabilities() = JSONArray().apply {
        if (isOwner()) put("reboot")
        put("display-power"); put("kiosk-mode"); put("android-permissions"); put("location")
        put("local-files"); put("native-fetch")
    }

    private fun onMain(block: () -> Unit) = main.post(block)

    private fun dispatch(method: String, args: JSONObject, progress: (Long, Long?) -> Unit): Any? = when (method) {
        "getInfo" -> JSONObject()
            .put("apiVersion", 1)
            .put("deviceId", Settings.Secure.getString(activity.contentResolver, Settings.Secure.ANDROID_ID))
            .put("model", "${Build.MANUFACTURER} ${Build.MODEL}")
            .put("osVersion", "Android ${Build.VERSION.RELEASE} (API ${Build.VERSION.SDK_INT})")
            .put("screen", activity.resources.displayMetrics.let { JSONObject().put("width", it.widthPixels).put("height", it.heightPixels) })
            .put("capabilities", capabilities())
        "power.reboot" -> { if (!isOwner()) throw BridgeError("METHOD_NOT_AVAILABLE", "Reboot needs device owner"); dpm.reboot(admin); null }
        // "Display off" on Android: the backlight goes to its minimum and the screen may time out;
        // the app keeps running. Display on restores the keep-screen-on flag and brightness.
        "power.displayOff" -> { onMain { setScreen(false) }; screenOn = false; null }
        "power.displayOn" -> { onMain { setScreen(true) }; screenOn = true; null }
        "power.isDisplayOn" -> screenOn && activity.getSystemService(PowerManager::class.java).isInteractive
        "kiosk.enable" -> { prefs.edit().putBoolean("kiosk", true).apply(); onMain { startKiosk() }; null }
        "kiosk.disable" -> { prefs.edit().putBoolean("kiosk", false).apply(); onMain { activity.stopLockTask() }; null }
        "kiosk.isEnabled" -> prefs.getBoolean("kiosk", false)
        "permissions.check" -> permissionState(args.getString("name"))
        "permissions.request" -> requestPermission(args.getString("name"))
        "getLocation" -> location()
        "files.download" -> download(args.getString("url"), args.getString("name"), args.optString("checksum").ifEmpty { null }, progress)
        "files.list" -> JSONArray(prefs.getStringSet("files", emptySet())!!.mapNotNull { prefs.getString("file:$it", null) }.map { JSONObject(it) })
        "files.delete" -> { val name = args.getString("name"); File(filesDir, name).delete(); prefs.edit().remove("file:$name").putStringSet("files", prefs.getStringSet("files", emptySet())!! - name).apply(); null }
        "files.freeSpace" -> StatFs(filesDir.path).availableBytes
        "state.get" -> prefs.getString("state:" + args.getString("key"), null)
        "state.set" -> { prefs.edit().putString("state:" + args.getString("key"), args.getString("json")).apply(); null }
        "state.remove" -> { prefs.edit().remove("state:" + args.getString("key")).apply(); null }
        "state.keys" -> JSONArray(prefs.all.keys.filter { it.startsWith("state:") }.map { it.removePrefix("state:") })
        "fetch" -> nativeFetch(args)
        else -> throw BridgeError("METHOD_NOT_AVAILABLE", "Unknown method $method")
    }

    @Volatile private var screenOn = true

    private fun setScreen(on: Boolean) {
        val attrs = activity.window.attributes
        attrs.screenBrightness = if (on) WindowManager.LayoutParams.BRIGHTNESS_OVERRIDE_NONE else 0f
        activity.window.attributes = attrs
        if (on) activity.window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        else activity.window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
    }

    fun kioskWanted() = prefs.getBoolean("kiosk", false)

    /** Lock task: as device owner without a prompt; Home and Recents are gone until disabled. */
    fun startKiosk() {
        if (isOwner()) dpm.setLockTaskPackages(admin, arrayOf(activity.packageName))
        activity.startLockTask()
    }

    private fun permissionState(name: String): String = when {
        activity.checkSelfPermission(name) == PackageManager.PERMISSION_GRANTED -> "granted"
        prefs.getBoolean("asked:$name", false) && !activity.shouldShowRequestPermissionRationale(name) -> "denied"
        else -> "prompt"
    }

    private val permissionWaiters = mutableMapOf<Int, (Boolean) -> Unit>()

    private fun requestPermission(name: String): String {
        if (activity.checkSelfPermission(name) == PackageManager.PERMISSION_GRANTED) return "granted"
        val answer = java.util.concurrent.CompletableFuture<Boolean>()
        val code = (permissionWaiters.size + 1) and 0xffff
        permissionWaiters[code] = { answer.complete(it) }
        prefs.edit().putBoolean("asked:$name", true).apply()
        onMain { activity.requestPermissions(arrayOf(name), code) }
        return if (answer.get()) "granted" else "denied"
    }

    /** Called by MainActivity.onRequestPermissionsResult. */
    fun onPermissionResult(code: Int, grants: IntArray) {
        permissionWaiters.remove(code)?.invoke(grants.firstOrNull() == PackageManager.PERMISSION_GRANTED)
    }

    @SuppressLint("MissingPermission")
    private fun location(): JSONObject {
        if (activity.checkSelfPermission(Manifest.permission.ACCESS_FINE_LOCATION) != PackageManager.PERMISSION_GRANTED)
            throw BridgeError("PERMISSION_DENIED", "Location permission not granted")
        val lm = activity.getSystemService(LocationManager::class.java)
        val fix = lm.getProviders(true).mapNotNull { lm.getLastKnownLocation(it) }.maxByOrNull { it.time }
            ?: throw BridgeError("PLATFORM_ERROR", "No location fix yet")
        return JSONObject().put("latitude", fix.latitude).put("longitude", fix.longitude).put("accuracyM", fix.accuracy.toDouble())
    }

    private fun download(url: String, name: String, checksum: String?, progress: (Long, Long?) -> Unit): JSONObject {
        val part = File(filesDir, "$name.part")
        val digest = MessageDigest.getInstance("SHA-256")
        val response = try { http.newCall(Request.Builder().url(url).build()).execute() } catch (e: Exception) {
            throw BridgeError("NETWORK_ERROR", "Could not download $url: $e")
        }
        response.use {
            if (!it.isSuccessful) throw BridgeError("NETWORK_ERROR", "Could not download $url: ${it.code}")
            val total = it.body!!.contentLength().takeIf { n -> n >= 0 }
            var loaded = 0L
            part.outputStream().use { out ->
                val input = it.body!!.byteStream()
                val buffer = ByteArray(64 * 1024)
                while (true) {
                    val n = input.read(buffer); if (n < 0) break
                    out.write(buffer, 0, n); digest.update(buffer, 0, n); loaded += n
                    progress(loaded, total)
                }
            }
            val actual = digest.digest().joinToString("") { b -> "%02x".format(b) }
            if (checksum != null && checksum != actual) { part.delete(); throw BridgeError("CHECKSUM_MISMATCH", "Checksum of $url is $actual") }
            val file = File(filesDir, name); part.renameTo(file)
            val json = JSONObject().put("name", name).put("url", "https://appassets.androidplatform.net/files/marquee-files/$name")
                .put("sourceUrl", url).put("sizeBytes", loaded).put("checksum", actual)
            prefs.edit().putString("file:$name", json.toString()).putStringSet("files", prefs.getStringSet("files", emptySet())!! + name).apply()
            return json
        }
    }

    private fun nativeFetch(args: JSONObject): JSONObject {
        val headers = Headers.Builder()
        val list = args.getJSONArray("headers")
        for (i in 0 until list.length()) list.getJSONArray(i).let { headers.add(it.getString(0), it.getString(1)) }
        val method = args.getString("method")
        val bytes = Base64.decode(args.optString("bodyBase64"), Base64.NO_WRAP)
        val body = if (method == "GET" || method == "HEAD") null else bytes.toRequestBody(headers["content-type"]?.toMediaTypeOrNull())
        val request = Request.Builder().url(args.getString("url")).headers(headers.build()).method(method, body).build()
        val response = try { http.newCall(request).execute() } catch (e: Exception) { throw BridgeError("NETWORK_ERROR", e.toString()) }
        response.use {
            return JSONObject().put("status", it.code).put("statusText", it.message)
                .put("headers", JSONArray(it.headers.map { h -> JSONArray().put(h.first).put(h.second) }))
                .put("bodyBase64", Base64.encodeToString(it.body?.bytes() ?: ByteArray(0), Base64.NO_WRAP))
        }
    }
}
